import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';

export default createAppConfig({
  name: 'support',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3004,
  title: 'Soporte — Tienda Tecnología HN',
  // One module per page; the shell maps each to its route (shell/src/app/routes.tsx).
  exposes: {
    './ContentPage': './src/exposed/ContentPage.tsx',
    './StoresPage': './src/exposed/StoresPage.tsx',
    './TrackingPage': './src/exposed/TrackingPage.tsx',
    './SurveyPage': './src/exposed/SurveyPage.tsx',
    './TechnicalSupportPage': './src/exposed/TechnicalSupportPage.tsx',
    './ContactPage': './src/exposed/ContactPage.tsx',
    './CorporateSalesPage': './src/exposed/CorporateSalesPage.tsx',
    './ServiceRequestPage': './src/exposed/ServiceRequestPage.tsx',
  },
});
