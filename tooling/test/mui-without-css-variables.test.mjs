// @ts-check
/**
 * The builds swap MUI's CSS-variables modules for stand-ins (src/mui-without-css-variables.mjs).
 * A stand-in must offer exactly the names the real module does, or a MUI upgrade could leave a
 * build with `undefined` where MUI expects a function; and the plugin must really swap them.
 * Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import webpack from 'webpack';
import { CSS_VARIABLE_MODULES, withoutMuiCssVariables } from '../src/mui-without-css-variables.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromAppKit = createRequire(path.join(ROOT, 'app-kit/package.json'));
const STAND_INS = path.join(ROOT, 'tooling/src/mui-css-variables-absent');
const MUI_STYLES = path.join(path.dirname(requireFromAppKit.resolve('@mui/material/package.json')), 'styles');

describe('MUI without its CSS-variables mode', () => {
  for (const [name, standInFile] of Object.entries(CSS_VARIABLE_MODULES)) {
    it(`the stand-in for ${name} exports exactly what MUI's module does`, async () => {
      const real = await import(pathToFileURL(path.join(MUI_STYLES, `${name}.mjs`)).href);
      const standIn = await import(pathToFileURL(path.join(STAND_INS, standInFile)).href);
      assert.deepEqual(Object.keys(standIn).sort(), Object.keys(real).sort());
      for (const exported of Object.keys(standIn)) {
        assert.throws(() => standIn[exported](), /CSS-variables mode is left out/);
      }
    });
  }

  it('a build takes the stand-ins instead of MUI’s modules', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'mui-no-css-vars-'));
    try {
      const stats = await new Promise((resolve, reject) => {
        webpack(
          {
            mode: 'none',
            context: ROOT,
            entry: {
              theme: path.join(MUI_STYLES, 'createTheme.mjs'),
              provider: path.join(MUI_STYLES, 'ThemeProvider.mjs'),
            },
            output: { path: out, filename: '[name].js' },
            // Only the swap is under test: MUI's dependencies stay out of the bundle.
            externals: [/^react/, /^@mui\/(system|utils|styled-engine)/, /^@emotion\//, /^clsx/],
            plugins: withoutMuiCssVariables(),
          },
          (error, result) => (error || !result ? reject(error) : resolve(result)),
        );
      });
      assert.equal(/** @type {import('webpack').Stats} */ (stats).hasErrors(), false);
      for (const file of ['theme.js', 'provider.js']) {
        const code = readFileSync(path.join(out, file), 'utf8');
        assert.match(code, /CSS-variables mode is left out/, file);
        // Text of the real modules' bodies.
        assert.doesNotMatch(code, /cssVarPrefix|createCssVarsProvider/, file);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
