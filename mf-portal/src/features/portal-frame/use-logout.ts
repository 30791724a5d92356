import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestToast } from '@store/app-kit';
import { useAppDispatch } from '../../app/hooks';
import { logOut } from '../auth';
import { PORTAL_FRAME_TEXT } from './portal-frame-text';

export interface Logout {
  /** 'Cerrar sesión' pressed: the token is revoked on the server, then the session ends here. */
  logOut: () => void;
  /** True while the server is asked (at most `LOGOUT_WAIT_MS`). */
  loggingOut: boolean;
}

/**
 * 'Cerrar sesión': the session ends on the server first and then on the page (`logOut`), and only
 * then the shopper goes home — portal pages are closed to guests. Leaving first used to cancel the
 * revocation, and the old token kept working. A second press while it runs does nothing.
 */
export function useLogout(): Logout {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const running = useRef(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const handle = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setLoggingOut(true);
    void dispatch(logOut()).finally(() => {
      running.current = false;
      setLoggingOut(false);
      requestToast(PORTAL_FRAME_TEXT.loggedOutToast, 'info');
      void navigate('/', { replace: true });
    });
  }, [dispatch, navigate]);
  return { logOut: handle, loggingOut };
}
