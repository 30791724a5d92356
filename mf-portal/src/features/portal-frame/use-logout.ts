import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestToast } from '@store/app-kit';
import { useAppDispatch } from '../../app/hooks';
import { loggedOut } from '../auth';
import { PORTAL_FRAME_TEXT } from './portal-frame-text';

/**
 * 'Cerrar sesión': the session slice drops the customer (the listener middleware removes
 * `corp-auth`, revokes the token on the server and publishes `auth-changed` with nulls, so the
 * API client and every remote stop using it), then the shopper goes home — portal pages are
 * closed to guests.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(loggedOut());
    requestToast(PORTAL_FRAME_TEXT.loggedOutToast, 'info');
    void navigate('/', { replace: true });
  }, [dispatch, navigate]);
}
