import { eventBus, IntentNotHandledError, requestToast } from '@store/app-kit';

/** How long a click waits for the portal's dialog before the shopper is told. */
const LOGIN_DIALOG_TIMEOUT_MS = 4000;

/** Opens the portal's login/signup dialog; says so in Spanish when the portal is down. */
export function requestLoginDialog(tab: 'login' | 'signup' = 'login', reason?: string): void {
  eventBus
    .request(
      'portal:login-requested',
      { v: 1, tab, ...(reason ? { reason } : {}) },
      { timeoutMs: LOGIN_DIALOG_TIMEOUT_MS },
    )
    .catch((error: unknown) => {
      requestToast(
        error instanceof IntentNotHandledError
          ? 'El inicio de sesión no está disponible en este momento. Intenta de nuevo en unos minutos.'
          : 'No pudimos abrir el inicio de sesión.',
        'error',
      );
    });
}
