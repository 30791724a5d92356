/**
 * What every app receives when it imports `@mui/material/styles` in a federated build: MUI's
 * theming API without the CSS-variables mode (CssVarsProvider, extendTheme), re-exported from
 * `@mui/material` so webpack keeps only these parts.
 *
 * Why: a shared module is never tree-shaken, so sharing `@mui/material/styles` itself put all of
 * it on the first view for a store that uses a handful of names. It stays one module per page
 * (the theme's provider and `styled` from the same copy); MUI's components are bundled by each
 * app, as before (tooling/src/shared-dependencies.mjs). Jest and TypeScript still see the real
 * package.
 *
 * Adding a name: export it here and redeploy the shell first, then the remote that uses it.
 * `tooling/test/shared-subsets.test.mjs` fails when an app imports a value missing here.
 */
export {
  // Theme and its providers
  THEME_ID,
  ThemeProvider,
  StyledEngineProvider,
  createTheme,
  responsiveFontSizes,
  useTheme,
  useThemeProps,
  // Styles
  styled,
  css,
  keyframes,
  // Colour helpers
  alpha,
  darken,
  lighten,
  emphasize,
  getContrastRatio,
} from '@mui/material';
