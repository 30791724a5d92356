import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';

const appConfig = createAppConfig({
  name: 'cartCheckout',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3002,
  title: 'Carrito y pago — Tienda Tecnología HN',
  exposes: {
    './CartPage': './src/exposed/CartPage.tsx',
    './CartService': './src/exposed/CartService.ts',
    './CheckoutPage': './src/exposed/CheckoutPage.tsx',
    './CartDropdown': './src/exposed/CartDropdown.tsx',
    './BotonPagoPage': './src/exposed/BotonPagoPage.tsx',
    './CheckoutResultPage': './src/exposed/CheckoutResultPage.tsx',
  },
});

/** The embeddable checkout's frame app (docs/embedding.md), a second entry of this remote. */
const EMBED_FRAME_ENTRY = 'embed-frame';

/**
 * Adds the `embed-frame` entry. The API's `/embed/frame` document names it by a stable URL
 * (`{checkout origin}/embed-frame.js`, served `no-cache` like remoteEntry.js), so only that file
 * keeps a fixed name; its chunks stay content-hashed. `publicPath: 'auto'` (from the shared
 * config) resolves from the script's own URL, so its chunks load from this origin although the
 * document is the API's.
 * @param {import('webpack').Configuration} config
 * @returns {import('webpack').Configuration}
 */
function withEmbedFrame(config) {
  const output = config.output ?? {};
  const named = output.filename;
  return {
    ...config,
    entry: {
      ...(typeof config.entry === 'object' && !Array.isArray(config.entry) ? config.entry : {}),
      [EMBED_FRAME_ENTRY]: './src/embed-frame/index.ts',
    },
    output: {
      ...output,
      /** @param {import('webpack').PathData} pathData */
      filename: (pathData, assetInfo) => {
        if (pathData.chunk?.name === EMBED_FRAME_ENTRY) return `${EMBED_FRAME_ENTRY}.js`;
        return typeof named === 'function' ? named(pathData, assetInfo) : (named ?? '[name].js');
      },
    },
  };
}

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
export default (env, argv) =>
  // The lean entry's build (`--env lean`, tooling/src/webpack-lean-entry.mjs) is the container
  // only: the frame's page lends no federation runtime, so it keeps the full build's file.
  env.lean ? appConfig(env, argv) : withEmbedFrame(appConfig(env, argv));
