// @ts-check
/**
 * The shell's page loads its entry script `async`, not `defer` (src/webpack-async-entry.mjs);
 * other apps keep html-webpack-plugin's `defer`. Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { asyncEntryScript } from '../src/webpack-async-entry.mjs';

describe('script de entrada async', () => {
  /** @type {string} */
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'async-entry-'));
    await writeFile(path.join(dir, 'entry.js'), 'document.title = "x";\n');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** @param {string} out @param {import('webpack').WebpackPluginInstance[]} plugins */
  async function pageBuiltWith(out, plugins) {
    /** @type {import('webpack').Stats | undefined} */
    const stats = await new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './entry.js' },
          output: { path: path.join(dir, out), filename: '[name].js', publicPath: '/' },
          plugins: [
            new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>' }),
            ...plugins,
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    assert.equal(stats?.hasErrors(), false, stats?.toString());
    return readFile(path.join(dir, out, 'index.html'), 'utf8');
  }

  it('with the plugin, the entry is async and not deferred', async () => {
    const html = await pageBuiltWith('async', [asyncEntryScript()]);
    assert.match(html, /<script src="?\/main\.js"? async>/);
    assert.doesNotMatch(html, /defer/);
  });

  it('without it, html-webpack-plugin defers it as before', async () => {
    const html = await pageBuiltWith('defer', []);
    assert.match(html, /<script defer(="defer")? src="?\/main\.js"?>/);
    assert.doesNotMatch(html, /async/);
  });
});
