// The four service forms' pages (docs/business-rules.md#support), for src/exposed.
export { TechnicalSupportPage, TECHNICAL_SUPPORT_TITLE } from './technical-support/TechnicalSupportPage';
export { ContactPage, CONTACT_TITLE } from './contact/ContactPage';
export { CorporateSalesPage, CORPORATE_SALES_TITLE } from './corporate-sales/CorporateSalesPage';
export { ServiceRequestPage, SERVICE_REQUEST_TITLE } from './service-request/ServiceRequestPage';
