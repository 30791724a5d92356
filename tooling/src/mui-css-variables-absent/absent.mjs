// @ts-check
/**
 * @param {string} what the MUI API that was called
 * @returns {never}
 */
export function cssVariablesAbsent(what) {
  throw new Error(
    `${what}: MUI's CSS-variables mode is left out of the store's builds ` +
      '(tooling/src/mui-without-css-variables.mjs). Remove that substitution before using it.',
  );
}
