// @ts-check
/**
 * The page's entry script as `<script async>` instead of html-webpack-plugin's `defer` (the shell
 * only, `asyncEntry`). A deferred script runs in the parser's last task, together with the style
 * and layout of the rest of the page: on the home page that one task was the longest after the
 * first paint (Lighthouse: 100–190 ms on a phone). Async, the entry's evaluation (webpack's and
 * the federation's runtimes) is a task of its own, and the parser's end another. The entry must
 * then wait for the document itself when it needs it (the shell's `whenDocumentParsed`).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'AsyncEntryScript';

/** @returns {import('webpack').WebpackPluginInstance} */
export function asyncEntryScript() {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap(NAME, (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
          for (const tag of data.assetTags.scripts) {
            tag.attributes.defer = false;
            tag.attributes.async = true;
          }
          return data;
        });
      });
    },
  };
}
