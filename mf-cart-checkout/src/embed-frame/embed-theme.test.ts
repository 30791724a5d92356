import { storeTheme } from '@store/app-kit';
import { embedTheme } from './embed-theme';

describe('embedTheme', () => {
  it('is the store’s theme when the host gives no tokens', () => {
    const theme = embedTheme();
    expect(theme.palette.primary.main).toBe(storeTheme.palette.primary.main);
    expect(theme.shape.borderRadius).toBe(storeTheme.shape.borderRadius);
    expect(theme.typography.fontFamily).toBe(storeTheme.typography.fontFamily);
  });

  it('puts every token on top of the store’s theme, with shades and contrast made for the new colour', () => {
    const theme = embedTheme({
      colorPrimary: '#ffd400',
      colorBackground: '#101820',
      colorText: '#f5f5f5',
      borderRadius: 0,
      fontFamily: 'Inter, sans-serif',
    });
    expect(theme.palette.primary.main).toBe('#ffd400');
    // A light primary gets dark text on its buttons; the store's white would be unreadable.
    expect(theme.palette.primary.contrastText).not.toBe('#ffffff');
    expect(theme.palette.primary.dark).not.toBe(storeTheme.palette.primary.dark);
    expect(theme.palette.background).toMatchObject({ default: '#101820', paper: '#101820' });
    expect(theme.palette.text.primary).toBe('#f5f5f5');
    expect(theme.shape.borderRadius).toBe(0);
    expect(theme.typography.fontFamily).toBe('Inter, sans-serif');
    expect(theme.typography.h1.fontFamily).toBe('Inter, sans-serif');
    expect(theme.typography.button.fontFamily).toBe('Inter, sans-serif');
    // What the host did not set stays the store's.
    expect(theme.palette.secondary.main).toBe(storeTheme.palette.secondary.main);
  });
});
