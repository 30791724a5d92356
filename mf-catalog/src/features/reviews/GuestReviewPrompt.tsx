import { Button } from '@store/app-kit/shared-mui-components';
import { eventBus, requestToast } from '@store/app-kit';
import { REVIEWS_TEXT } from './reviews-text';

/** How long the click waits for the portal's login dialog before the shopper is told. */
export const LOGIN_INTENT_TIMEOUT_MS = 4000;

/**
 * A guest is offered the portal's login dialog (`login-requested`) instead of the form.
 * `onLoginAsked` lets the section give the form the focus once that login arrives.
 */
export function GuestReviewPrompt({ onLoginAsked }: { onLoginAsked?: () => void }) {
  const askLogin = () => {
    onLoginAsked?.();
    eventBus
      .request(
        'portal:login-requested',
        { v: 1, tab: 'login', reason: REVIEWS_TEXT.loginReason },
        {
          timeoutMs: LOGIN_INTENT_TIMEOUT_MS,
        },
      )
      .catch((error: unknown) => {
        console.warn('No se pudo abrir el inicio de sesión:', error);
        requestToast(REVIEWS_TEXT.loginUnavailable, 'error');
      });
  };
  return (
    <Button variant="outlined" onClick={askLogin}>
      {REVIEWS_TEXT.guest}
    </Button>
  );
}
