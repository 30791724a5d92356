import { useNavigate } from 'react-router-dom';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useBusState, WIDE_SCREEN_MIN_PX } from '@store/app-kit';
import { requestLoginDialog } from './header-actions';

/** The media query of the wide breakpoint (992px, docs/business-rules.md#constants). */
export const WIDE_SCREEN_QUERY = `(min-width:${String(WIDE_SCREEN_MIN_PX)}px)`;

export function useIsWideScreen(): boolean {
  // Not noSsr: a server-rendered page hydrates with the narrow header (what the server, with no
  // screen, rendered), then takes the real width; a page rendered in the browser reads it at once.
  return useMediaQuery(WIDE_SCREEN_QUERY);
}

/**
 * What 'Mi Perfil' and 'Favs' do, from the portal's published state:
 * - logged in: 'Mi Perfil' goes to /portal and 'Favs' to /portal/wishlist;
 * - guest: 'Favs' asks for the login/signup dialog; 'Mi Perfil' does too on screens of 992px
 *   or more, and goes to /login below that.
 * Guests always see 0 favourites.
 */
export function useAccountActions() {
  const navigate = useNavigate();
  const auth = useBusState('portal:auth-changed');
  const wishlist = useBusState('portal:wishlist-changed');
  const isWide = useIsWideScreen();
  const loggedIn = (auth?.customerId ?? null) !== null;
  return {
    loggedIn,
    favCount: loggedIn ? (wishlist?.count ?? 0) : 0,
    openProfile: () => {
      if (loggedIn) void navigate('/portal');
      else if (isWide) requestLoginDialog('login');
      else void navigate('/login');
    },
    openFavourites: () => {
      if (loggedIn) void navigate('/portal/wishlist');
      else requestLoginDialog('login', 'wishlist');
    },
  };
}
