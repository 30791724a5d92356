import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, Paper, Typography } from '@store/app-kit/shared-mui-components';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDocumentTitle } from '@store/remote-kit';
import { eventBus, WIDE_SCREEN_MIN_PX } from '@store/app-kit';
import { useAppSelector } from '../../app/hooks';
import { RETURN_PARAM, selectIsLoggedIn } from '../auth';
import { PORTAL_FRAME_TEXT } from './portal-frame-text';

const WIDE_SCREEN_QUERY = `(min-width:${String(WIDE_SCREEN_MIN_PX)}px)`;

/** `/login?volver=/portal/compras`: where the login page sends the shopper once logged in. */
export function loginPathFor(returnTo: string): string {
  return `/login?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

function openLoginDialog(): void {
  eventBus
    .request('portal:login-requested', { v: 1, tab: 'login', reason: 'portal' })
    .catch((error: unknown) => {
      console.warn('No se pudo abrir el inicio de sesión:', error);
    });
}

/**
 * Every portal route needs a session. A guest on a wide screen (≥ 992 px) gets the login
 * dialog over this page and, once logged in, the page they asked for renders in place; on a
 * narrower screen they go to /login, which brings them back. A session that ends while a
 * portal page is open (logout here or in another tab) sends the shopper home.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY, { noSsr: true });
  const location = useLocation();
  const navigate = useNavigate();
  const wasLoggedIn = useRef(loggedIn);
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    const endedHere = wasLoggedIn.current && !loggedIn;
    wasLoggedIn.current = loggedIn;
    if (loggedIn) return;
    if (endedHere) void navigate('/', { replace: true });
    else if (isWide) openLoginDialog();
    else void navigate(loginPathFor(returnTo), { replace: true });
    // Only a change of session (or of width) decides this; a route change while logged out
    // re-mounts the guard anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, isWide]);

  if (loggedIn) return children;
  return <GuestNotice returnTo={returnTo} />;
}

/** What stays on the page behind the dialog (or if the dialog could not open). */
function GuestNotice({ returnTo }: { returnTo: string }) {
  useDocumentTitle(PORTAL_FRAME_TEXT.guardTitle);
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {PORTAL_FRAME_TEXT.guardTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{PORTAL_FRAME_TEXT.guardBody}</Typography>
      <Button variant="contained" component={RouterLink} to={loginPathFor(returnTo)}>
        {PORTAL_FRAME_TEXT.guardLogin}
      </Button>
    </Paper>
  );
}
