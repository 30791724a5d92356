import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';

export default createAppConfig({
  name: 'support',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3004,
  title: 'Soporte — Tienda Tecnología HN',
  exposes: { './ContentPage': './src/exposed/ContentPage.tsx' },
});
