import { alpha, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { EmbedAppearance } from '@store/contracts';
import { storeTheme } from '@store/app-kit';

/** The typography variants that carry their own font family once a theme is created. */
const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/**
 * The store's theme with the host's appearance tokens on top. The tokens were checked by the
 * contract (colours as #rgb/#rrggbb, a radius in pixels, a plain font list), so they are values
 * for the theme, never CSS a host could inject. Missing tokens keep the store's look.
 *
 * Colours are given whole (`augmentColor`): merging only `main` into the store's palette would
 * keep the store's `dark`/`light` shades and contrast text, made for another colour.
 */
export function embedTheme(appearance: EmbedAppearance = {}): Theme {
  const { colorPrimary, colorBackground, colorText, borderRadius, fontFamily } = appearance;
  return createTheme(storeTheme, {
    palette: {
      ...(colorPrimary
        ? { primary: storeTheme.palette.augmentColor({ color: { main: colorPrimary } }) }
        : {}),
      // One surface colour: the host's background for the page and the cards alike, so a dark
      // host does not get white cards with light text.
      ...(colorBackground ? { background: { default: colorBackground, paper: colorBackground } } : {}),
      ...(colorText ? { text: { primary: colorText, secondary: alpha(colorText, 0.8) } } : {}),
    },
    ...(borderRadius === undefined ? {} : { shape: { borderRadius } }),
    // Each variant keeps the font family it was created with: all of them are set.
    ...(fontFamily
      ? {
          typography: {
            fontFamily,
            ...Object.fromEntries(TYPOGRAPHY_VARIANTS.map((variant) => [variant, { fontFamily }])),
          },
        }
      : {}),
  });
}
