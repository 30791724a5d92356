import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { storeTheme, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import { ToastBridge } from '@store/remote-kit';

/** Renders shell UI with the real theme, toasts and a router at `route`. */
export function renderShell(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <ThemeProvider theme={storeTheme}>
      <SnackbarProvider
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ToastBridge />
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
            <Route path="/login" element={<p>Página de login</p>} />
            <Route path="/portal" element={<p>Portal del cliente</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}
