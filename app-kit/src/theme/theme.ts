import { createTheme } from '@mui/material/styles';
import { spanishComponents } from './spanish-components';

/** One look for the shell and every remote (each remote bundles its own MUI components). */
export const storeTheme = createTheme({
  palette: {
    primary: { main: '#0b3d91', contrastText: '#ffffff' },
    // Dark enough for white text (and as text on white) at WCAG AA 4.5:1.
    secondary: { main: '#c2410c', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#1b7f3b' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#1d2433', secondary: '#4a5468' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: {
    // 992px is the spec's "wide screen" breakpoint (profile link opens the dialog there).
    values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1280 },
  },
  components: spanishComponents,
});

/** The spec's wide-screen breakpoint. */
export const WIDE_SCREEN_MIN_PX = 992;
