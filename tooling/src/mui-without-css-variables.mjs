// @ts-check
/**
 * MUI's CSS-variables mode, left out of every build (browser and server) of the shell and the
 * remotes.
 *
 * Why: `styled` and every component reach MUI's default theme, which is built by `createTheme`;
 * that module imports `createThemeWithVars`, and `ThemeProvider` imports `CssVarsProvider`,
 * whether or not a theme uses CSS variables. Together with what they pull from @mui/system
 * (the CSS-variables provider, the colour-scheme script and storage, the variables parser)
 * that was 6.9 KiB gzip of the shell's part of the home page, for a mode the store does not use: its one theme
 * (app-kit/src/theme/theme.ts) is a plain palette theme, for which MUI's own code takes the
 * no-variables path (`createThemeNoVars`, `ThemeProviderNoVars`) anyway.
 *
 * How: the two modules are swapped, after resolution, for stand-ins with the same exports that
 * throw a clear error when called. Nothing else of MUI changes, and Jest and TypeScript still
 * see the real package. `tooling/test/mui-without-css-variables.test.mjs` checks that each
 * stand-in exports exactly the names of MUI's module and that a build takes the stand-ins;
 * app-kit's `theme.test.ts` that the store's theme never takes the CSS-variables path.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const standIns = path.join(path.dirname(fileURLToPath(import.meta.url)), 'mui-css-variables-absent');

/** MUI's module (in @mui/material/styles, without extension) → its stand-in (in standIns). */
export const CSS_VARIABLE_MODULES = {
  createThemeWithVars: 'create-theme-with-vars.mjs',
  ThemeProviderWithVars: 'theme-provider-with-vars.mjs',
};

/** @returns {import('webpack').WebpackPluginInstance[]} */
export function withoutMuiCssVariables() {
  return Object.entries(CSS_VARIABLE_MODULES).map(
    ([name, standIn]) =>
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]styles[\\\\/]${name}\\.m?js$`),
        (result) => {
          // Only after resolution (the resolved path matches); the stand-in's own imports
          // resolve from its folder, not MUI's.
          if (!result.createData) return;
          result.createData.resource = path.join(standIns, standIn);
          result.createData.context = standIns;
        },
      ),
  );
}
