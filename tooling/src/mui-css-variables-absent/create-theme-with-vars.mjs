// @ts-check
/**
 * Stands in for MUI's `@mui/material/styles/createThemeWithVars.mjs` in every browser and server
 * build (tooling/src/mui-without-css-variables.mjs says why). MUI's `createTheme` calls it only
 * for a theme with `cssVariables` or `colorSchemes`, which the store's theme does not use.
 */
import { cssVariablesAbsent } from './absent.mjs';

/** @returns {never} */
export function createGetCssVar() {
  return cssVariablesAbsent('createGetCssVar');
}

/** @returns {never} */
export default function createThemeWithVars() {
  return cssVariablesAbsent('createTheme({ cssVariables | colorSchemes })');
}
