import type { ReactNode } from 'react';
import { AppBar, Container, CssBaseline, Toolbar, Typography } from '@store/app-kit/shared-mui-components';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Routes } from 'react-router-dom';
import { storeTheme } from '@store/app-kit';
import { ReadableSnackbarProvider } from '../toasts/ReadableSnackbarProvider';

export interface StandaloneAppProps {
  /** The team's name in the header, e.g. «Equipo Carrito y Pago». */
  title: string;
  /** The remote's `<Route>` elements (a fragment), rendered inside `<Routes>`. */
  routes: ReactNode;
  /** Links shown in the header after the title. */
  headerNav?: ReactNode;
  /** `default`: a light bar with a bottom rule; `primary`: the brand-coloured bar. */
  headerColor?: 'default' | 'primary';
  /** Width of the MUI Container that is `<main>`; without it `<main>` is a plain full-width element. */
  maxWidth?: 'lg' | 'xl';
  /** Rendered after `<main>` inside every provider (e.g. a dialog that listens on the bus). */
  children?: ReactNode;
}

function TeamHeader({ title, nav, color }: { title: string; nav: ReactNode; color: 'default' | 'primary' }) {
  if (color === 'primary') {
    return (
      <AppBar position="static" color="primary">
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {nav}
        </Toolbar>
      </AppBar>
    );
  }
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ flexWrap: 'wrap', gap: 2, py: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {nav}
      </Toolbar>
    </AppBar>
  );
}

/**
 * A remote's own page: its exposed modules under the providers the shell would otherwise give
 * them (router, theme, toasts), with a team header on top.
 */
export function StandaloneApp({
  title,
  routes,
  headerNav,
  headerColor = 'default',
  maxWidth,
  children,
}: StandaloneAppProps) {
  const content = <Routes>{routes}</Routes>;
  return (
    <BrowserRouter>
      <ThemeProvider theme={storeTheme}>
        <CssBaseline />
        <ReadableSnackbarProvider>
          <TeamHeader title={title} nav={headerNav} color={headerColor} />
          {maxWidth ? (
            <Container component="main" maxWidth={maxWidth}>
              {content}
            </Container>
          ) : (
            <main>{content}</main>
          )}
          {children}
        </ReadableSnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
