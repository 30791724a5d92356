// @ts-check
/**
 * Stands in for MUI's `@mui/material/styles/ThemeProviderWithVars.mjs` in every browser and
 * server build (tooling/src/mui-without-css-variables.mjs says why). MUI's `ThemeProvider`
 * renders the CSS-variables provider only for a theme made with `colorSchemes`.
 */
import { cssVariablesAbsent } from './absent.mjs';

/** @returns {never} */
export function CssVarsProvider() {
  return cssVariablesAbsent('CssVarsProvider');
}

/** @returns {never} */
export function Experimental_CssVarsProvider() {
  return cssVariablesAbsent('Experimental_CssVarsProvider');
}

/** @returns {never} */
export function useColorScheme() {
  return cssVariablesAbsent('useColorScheme');
}

/** @returns {never} */
export function getInitColorSchemeScript() {
  return cssVariablesAbsent('getInitColorSchemeScript');
}
