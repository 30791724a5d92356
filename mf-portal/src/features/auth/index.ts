// The auth feature's public API for the portal's other features (eslint: features meet only here).
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
export { safeReturnPath, RETURN_PARAM } from './LoginPage';
export { formatIdentity } from './validation';
