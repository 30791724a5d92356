import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';

// The shell is a federation host with no remotes at build time: it reads their manifest
// URLs from /config.json when the page starts (src/federation/remote-registry.ts).
export default createAppConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Tienda Tecnología HN — Laptops, redes, impresoras y más en lempiras',
  // docs/performance.md: fewer modules copied between the start-up's shared chunks (5000,
  // 8000, 10000, 15000 and 20000 measured since MUI's first-view components are shared: 8000 least).
  splitChunksMinSize: 8000,
});
