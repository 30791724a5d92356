import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';

export default createAppConfig({
  name: 'catalog',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3001,
  title: 'Catálogo — Tienda Tecnología HN',
  exposes: {
    './HomePage': './src/exposed/HomePage.tsx',
    './CategoryPage': './src/exposed/CategoryPage.tsx',
    './ProductPage': './src/exposed/ProductPage.tsx',
    './SearchPage': './src/exposed/SearchPage.tsx',
    './SearchPreview': './src/exposed/SearchPreview.tsx',
    './ComparePage': './src/exposed/ComparePage.tsx',
  },
});
