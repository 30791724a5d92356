// The auth feature's public API for the portal's other features (eslint: features meet only here).
// Only light modules: the favourites' start-up code imports this, so no UI may be re-exported here.
export { useCustomerSession } from './use-customer-session';
export type { CustomerSession } from './use-customer-session';
export {
  selectSession,
  selectIsLoggedIn,
  loggedOut,
  sessionRestored,
  sessionUserUpdated,
  displayNameOf,
} from './session-slice';
export type { SessionState } from './session-slice';
export { authApi, failureText } from './auth-api';
export { logOut } from './logout';
export { safeReturnPath, RETURN_PARAM } from './return-path';
export { formatIdentity } from './identity-mask';
