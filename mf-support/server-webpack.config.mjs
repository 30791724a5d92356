import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerConfig } from '@store/tooling/webpack-server';

// The support pages the shell's server renders (content pages, '/ubicanos'): the same exposed
// modules as the browser build, for Node. Forms, tracking and surveys render in the browser.
export default createServerConfig({
  name: 'support',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './ContentPage': './src/exposed/ContentPage.tsx',
    './StoresPage': './src/exposed/StoresPage.tsx',
  },
});
