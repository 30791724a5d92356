// @ts-check
/**
 * Production browser builds write a gzip copy of each script beside it (`x.js.gz`), compressed with
 * Zopfli: the same gzip format every browser reads, about 3 % smaller than zlib's best level
 * (first-view chunk 197,156 → 190,970 bytes), at a cost paid once per build instead of per request.
 * `serve-static.mjs` sends the copy to browsers that accept gzip, when it is at least as new as the
 * script; anything without one is still gzipped on the fly (HTML, manifests, the lean manifest
 * rewritten after the build). A CDN in front serves the same files.
 *
 * Five iterations: fifteen (Zopfli's default) measured 22 bytes smaller on 600 KB and 40 % slower.
 */
import { gzip } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';

/** Scripts smaller than this gain nothing worth a file. */
const THRESHOLD_BYTES = 1024;

/** @type {import('@gfx/zopfli').ZopfliOptions} */
const ZOPFLI = { numiterations: 5 };

/** @returns {import('webpack').WebpackPluginInstance} */
export function precompressedScripts() {
  return new CompressionPlugin({
    test: /\.js$/,
    filename: '[path][base].gz',
    threshold: THRESHOLD_BYTES,
    // Every script that passes the threshold gets its copy: the server then never has to decide.
    minRatio: Number.POSITIVE_INFINITY,
    // Zopfli's own options (ZOPFLI), not the zlib ones the plugin would pass.
    algorithm: (input, _zlibOptions, callback) => {
      gzip(input, ZOPFLI, (error, output) => {
        callback(error, output);
      });
    },
  });
}
