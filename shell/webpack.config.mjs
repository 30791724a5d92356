import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';
import { SINGLETONS } from '@store/tooling/shared-dependencies';

// The shell is a federation host with no remotes at build time: it reads their manifest
// URLs from /config.json when the page starts (src/federation/remote-registry.ts).
export default createAppConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Tienda Tecnología HN — Laptops, redes, impresoras y más en lempiras',
  // docs/performance.md: fewer modules copied between the start-up's shared chunks (5000,
  // 8000, 10000, 15000 and 20000 measured since MUI's first-view components are shared: 8000 least).
  splitChunksMinSize: 8000,
  // One file for what every page's start-up loads (tooling/src/webpack-first-view-chunk.mjs).
  firstView: {
    // Every shared library but notistack, which comes with the first toast.
    shares: SINGLETONS.filter((key) => key !== 'notistack'),
    // src/index.ts and src/bootstrap.tsx, as written there (not the start-up error's screen).
    imports: [
      './bootstrap',
      './app/legacy-kernel',
      'react-dom/client',
      './app/store',
      './layout/frame/FrameLayout',
      './app/App',
    ],
  },
});
