import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  CssBaseline,
  Typography,
} from '@store/app-kit/shared-mui-components';
import { ThemeProvider } from '@mui/material/styles';
import { ReadableSnackbarProvider } from '@store/remote-kit';
import { useAppSelector } from '../app/hooks';
import type { AppStore } from '../app/store';
import { BotonPagoPage } from '../features/checkout/BotonPagoPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { CheckoutResultPage } from '../features/checkout/CheckoutResultPage';
import { selectCheckoutView } from '../features/checkout/checkout-slice';
import { embedTheme } from './embed-theme';
import type { FrameController, FrameSnapshot } from './frame-controller';
import { embedStepOf } from './frame-steps';
import { FRAME_TEXT } from './frame-text';

function useFrameSnapshot(controller: FrameController): FrameSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}

/** Tells the host what is on screen: `ready` once, then every step the shopper reaches. */
function FrameReporter({ controller }: { controller: FrameController }) {
  const view = useAppSelector(selectCheckoutView);
  const { pathname } = useLocation();
  const { completed } = useFrameSnapshot(controller);
  const step = embedStepOf(view, pathname, completed);
  // Declared first: `ready` goes before the first `change`.
  useEffect(() => controller.checkoutShown(), [controller]);
  useEffect(() => controller.stepShown(step), [controller, step]);
  return null;
}

/**
 * A link of the checkout to a page of the store ('Seguir comprando', 'Seguir mi pedido'…): the
 * frame holds only the checkout, so it says so and offers the way back.
 */
function OutsideCheckout() {
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => void navigate(-1)}>
          {FRAME_TEXT.back}
        </Button>
      }
    >
      {FRAME_TEXT.outside}
    </Alert>
  );
}

/** The storefront's checkout routes, in memory: the frame's own URL is the API's document. */
function EmbeddedCheckout({
  controller,
  initialRoute,
}: {
  controller: FrameController;
  initialRoute: string;
}) {
  return (
    <MemoryRouter initialEntries={[initialRoute]}>
      <FrameReporter controller={controller} />
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/finalizacion" element={<CheckoutResultPage />} />
        <Route path="/shopping/boton-pago" element={<BotonPagoPage />} />
        <Route path="*" element={<OutsideCheckout />} />
      </Routes>
    </MemoryRouter>
  );
}

function Preparing() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, px: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{FRAME_TEXT.preparing}</Typography>
    </Box>
  );
}

export interface EmbedFrameAppProps {
  /** The integrator's name, from the frame's config. */
  name: string;
  store: AppStore;
  controller: FrameController;
  /** `/checkout`, or Finalización with the gateway's answer after the card round trip. */
  initialRoute: string;
}

/**
 * The frame's page: its `<main>` with the heading and 'Cancelar compra', then the real checkout
 * (or why it cannot start), in the store's theme with the host's appearance tokens on top.
 */
export function EmbedFrameApp({ name, store, controller, initialRoute }: EmbedFrameAppProps) {
  const { phase, appearance, completed } = useFrameSnapshot(controller);
  const theme = useMemo(() => embedTheme(appearance), [appearance]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ReadableSnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'center' }} maxSnack={2}>
          <Box component="main" sx={{ py: 2 }}>
            <Box
              component="header"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                px: { xs: 2, md: 3 },
                maxWidth: 1200,
                mx: 'auto',
              }}
            >
              <Typography variant="h3" component="h1" sx={{ m: 0 }}>
                {FRAME_TEXT.heading(name)}
              </Typography>
              {!completed && (
                <Button variant="outlined" onClick={controller.cancel}>
                  {FRAME_TEXT.cancel}
                </Button>
              )}
            </Box>
            {phase.kind === 'waiting' && <Preparing />}
            {phase.kind === 'failed' && (
              <Box sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
                <Alert severity="error">{phase.message}</Alert>
              </Box>
            )}
            {phase.kind === 'checkout' && (
              <EmbeddedCheckout controller={controller} initialRoute={initialRoute} />
            )}
          </Box>
        </ReadableSnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}

/** When the document carries no usable config: nothing to talk to, only this to say. */
export function FrameStartupError() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>{FRAME_TEXT.startupError}</h1>
      <p>{FRAME_TEXT.startupErrorLead}</p>
    </main>
  );
}
