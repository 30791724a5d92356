import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';
import { SINGLETONS } from '@store/tooling/shared-dependencies';

/** The pages' MUI components (app-kit's shared-mui-page-components.ts): provided, not first view. */
const PAGE_COMPONENTS = '@store/app-kit/shared-mui-page-components';

/** What the shell's first view loads, as one chunk file (tooling/src/webpack-first-view-chunk.mjs). */
export const SHELL_FIRST_VIEW = {
  // Every shared library but notistack, which comes with the first toast, and the pages' MUI
  // components, which come with the first page that uses one (a listing, a product, a form).
  shares: SINGLETONS.filter((key) => key !== 'notistack' && key !== PAGE_COMPONENTS),
  // src/index.ts and src/bootstrap.tsx, as written there (not the start-up error's screen).
  imports: [
    './bootstrap',
    './app/legacy-kernel',
    'react-dom/client',
    './app/store-libraries',
    './app/store',
    './layout/frame/FrameLayout',
    './app/App',
    './app/shared-modules',
  ],
  // Three files of ~200 KB rather than one of 600 KB: each is compiled in a task of its own.
  parts: {
    'first-view-react-dom': /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    'first-view-mui':
      /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
  },
  // The pages' MUI components as one file of their own, with the first page that needs them.
  onDemandShares: { 'page-components': [PAGE_COMPONENTS] },
};

// The shell is a federation host with no remotes at build time: it reads their manifest
// URLs from /config.json when the page starts (src/federation/remote-registry.ts).
export default createAppConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Tienda Tecnología HN — Laptops, redes, impresoras y más en lempiras',
  // docs/performance.md: fewer modules copied between the start-up's shared chunks (5000,
  // 8000, 10000, 15000 and 20000 measured since MUI's first-view components are shared: 8000 least).
  splitChunksMinSize: 8000,
  // The pages' MUI components: the shell's code does not use them, but providing them spares each
  // remote a second copy of MUI's core (app-kit's shared-mui-page-components.ts).
  provideUnimported: [PAGE_COMPONENTS],
  // One file for what every page's start-up loads (tooling/src/webpack-first-view-chunk.mjs).
  firstView: SHELL_FIRST_VIEW,
  // src/index.ts waits for the document (whenDocumentParsed).
  asyncEntry: true,
});
