import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';

export default createAppConfig({
  name: 'portal',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3003,
  title: 'Portal del cliente — Tienda Tecnología HN',
  exposes: {
    './LoginDialog': './src/exposed/LoginDialog.tsx',
    './AuthService': './src/exposed/AuthService.ts',
    './LoginPage': './src/exposed/LoginPage.tsx',
    './NewPasswordPage': './src/exposed/NewPasswordPage.tsx',
    './PortalPage': './src/exposed/PortalPage.tsx',
  },
});
