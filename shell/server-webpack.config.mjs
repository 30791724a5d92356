import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerConfig } from '@store/tooling/webpack-server';

// The shell's server renderer (dist/server/server.js), served by tooling/src/serve-app.mjs.
export default createServerConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  entry: { server: './src/server/index.ts' },
});
