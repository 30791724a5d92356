import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Paper, Typography } from '@store/app-kit/shared-mui-components';
import { STORE_NAME, useDocumentTitle } from '@store/remote-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AUTH_TEXT } from './auth-text';
import { AuthPanel } from './AuthPanel';
import { authPageOpened } from './dialog-slice';
import { selectIsLoggedIn } from './session-slice';
import { RETURN_PARAM, safeReturnPath } from './return-path';

/** Where a logged-in shopper belongs instead of this page (docs/business-rules.md#pages-and-layouts). */
export const PORTAL_PATH = '/portal';

/** Same `{page} | {store}` form the other remotes' pages use. */
export const LOGIN_PAGE_DOCUMENT_TITLE = `${AUTH_TEXT.pageTitle} | ${STORE_NAME}`;

/**
 * `/login`, the small-screen stand-in for the login modal: the same tabs and forms, inline.
 * It deliberately does not handle `login-requested` — the modal owns that intent.
 */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM)) ?? PORTAL_PATH;
  const headingId = useId();

  useDocumentTitle(AUTH_TEXT.pageTitle);
  useEffect(() => {
    dispatch(authPageOpened());
  }, [dispatch]);

  // Covers both an already logged-in visitor and a login made here (the session slice is the
  // single owner of the token; `auth-changed` is published from it). Signup alone does not log
  // in, so its success message stays on screen.
  useEffect(() => {
    if (loggedIn) void navigate(returnTo, { replace: true });
  }, [loggedIn, navigate, returnTo]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 480, mx: 'auto', width: '100%' }}>
      <Typography id={headingId} variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {AUTH_TEXT.pageTitle}
      </Typography>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        <AuthPanel />
      </Paper>
    </Box>
  );
}
