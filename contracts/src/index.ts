// Every shape that crosses HTTP, once. The API takes its route schemas from here; clients take
// the same types (and runtime checks through `matchesContract`). Bundled into each app.
export * from './http/common.js';
export * from './http/enums.js';
export * from './http/list-sort.js';
export * from './catalog/product.js';
export * from './catalog/listing-query.js';
export * from './catalog/menus.js';
export * from './catalog/category.js';
export * from './catalog/site-search.js';
export * from './content/content-page.js';
export * from './accounts/users.js';
export * from './accounts/customer.js';
export * from './accounts/address.js';
export * from './accounts/wishlist.js';
export * from './accounts/saved-cart.js';
export * from './accounts/outbox.js';
// Form rules (docs/business-rules.md#form-rules) with their Spanish messages, run by the forms
// and by the API.
export * from './forms/form-rules.js';
export * from './forms/contact.js';
export * from './forms/passwords.js';
export * from './forms/signup.js';
export * from './forms/new-password.js';
export * from './forms/change-password.js';
export * from './forms/review.js';
export * from './forms/address.js';
export * from './forms/coupon.js';
export * from './forms/card.js';
export * from './http/nullable-input.js';
export * from './credit/credit-status.js';
export * from './credit/group-policy.js';
export * from './credit/payment-days.js';
export * from './credit/contract.js';
export * from './credit/credit-order.js';
export * from './credit/history.js';
export * from './credit/monthly-from.js';
// The credit formulas (docs/business-rules.md#credit-purchase), once for the checkout's preview
// and for the figures the API recomputes and saves.
export * from './credit/calendar.js';
export * from './credit/contract-math.js';
export * from './credit/payment-day.js';
export * from './credit/amortisation.js';
export * from './credit/contract-plan.js';
export * from './credit/credit-refusal.js';
export { roundMoney } from './credit/money.js';
export * from './reviews/review.js';
export * from './surveys/survey.js';
export * from './services/workshop.js';
export * from './services/service-request.js';
export * from './places/place.js';
export * from './places/store.js';
export * from './coupons/coupon.js';
export * from './coupons/coupon-discount.js';
export * from './orders/order.js';
export * from './orders/order-status.js';
export * from './orders/order-requests.js';
export * from './orders/order-limits.js';
export * from './orders/payment.js';
export * from './orders/tracking.js';
export * from './orders/stored-cart.js';
export * from './check.js';
export { SHARED_SCHEMAS } from './shared-schemas.js';
export * from './embed/embed-constants.js';
export * from './embed/embed-protocol.js';
export * from './money/es-hn-format.js';
// The back office (issue 34): staff, their roles, the audit log and the outgoing mail.
export * from './admin/staff.js';
export * from './admin/audit.js';
export * from './admin/admin-orders.js';
export * from './admin/payment-review.js';
export * from './admin/credit-requests.js';
export * from './admin/mail.js';
export * from './admin/catalog.js';
export * from './admin/support.js';
export * from './admin/integrators.js';
export * from './admin/staff-password.js';
