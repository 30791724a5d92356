import { storeTheme } from './theme';

describe('el tema de la tienda', () => {
  // Every build leaves MUI's CSS-variables mode out (tooling/src/mui-without-css-variables.mjs):
  // a theme that needed it would throw in the browser. MUI takes that path for a theme with
  // colour schemes or CSS variables, which would show on the theme object.
  it('is a plain palette theme, without MUI’s CSS-variables mode', () => {
    expect(storeTheme).not.toHaveProperty('colorSchemes');
    expect(storeTheme).not.toHaveProperty('cssVarPrefix');
    expect(storeTheme).not.toHaveProperty('vars');
    expect(storeTheme.palette.primary.main).toBe('#0b3d91');
  });
});
