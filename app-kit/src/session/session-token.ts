import { pageKernel } from '../kernel/page-kernel';

/**
 * The logged-in customer's bearer token, from the page's one source. Kernel 1.x has a session
 * token source (the portal sets it); an older page or an older portal still carries the token
 * in version 1 of `portal:auth-changed` (channel `auth-changed`), so that is read when the
 * source was never set.
 */
let ownToken: string | null | undefined;

const TOKEN_CARRYING_CHANNELS = ['portal:auth-changed@1', 'auth-changed'];

export function currentSessionToken(): string | null {
  const fromKernel = pageKernel.sessionToken?.get();
  if (fromKernel !== undefined) return fromKernel;
  // On kernel 0.1 the owner's own bundle remembers what it set (it derives version 1 from it).
  if (ownToken !== undefined) return ownToken;
  for (const channel of TOKEN_CARRYING_CHANNELS) {
    const payload = pageKernel.bus.current(channel);
    if (typeof payload === 'object' && payload !== null && 'token' in payload) {
      const { token } = payload;
      return typeof token === 'string' ? token : null;
    }
  }
  return null;
}

/** The session's owner (mf-portal) sets the token before it publishes `portal:auth-changed`. */
export function setSessionToken(token: string | null): void {
  ownToken = token;
  pageKernel.sessionToken?.set(token);
}
