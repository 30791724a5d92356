import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerConfig } from '@store/tooling/webpack-server';

// The catalogue pages the shell's server renders (home, category, product, search): the same
// exposed modules as the browser build, for Node.
export default createServerConfig({
  name: 'catalog',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './HomePage': './src/exposed/HomePage.tsx',
    './CategoryPage': './src/exposed/CategoryPage.tsx',
    './ProductPage': './src/exposed/ProductPage.tsx',
    './SearchPage': './src/exposed/SearchPage.tsx',
  },
});
