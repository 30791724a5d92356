import type { ReactNode } from 'react';
import { CssBaseline, GlobalStyles } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';

/** Store, theme and toasts: the app's and the tests' (src/test/render-app.tsx) providers. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles
          styles={{
            // Visible focus everywhere, also on MUI's own buttons and the grid's cells.
            ':focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            '.skip-link': { position: 'absolute', left: -9999, top: 8, zIndex: 2000 },
            '.skip-link:focus': { left: 8, background: '#fff', padding: 8 },
          }}
        />
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
