/**
 * The page's one source of the logged-in customer's bearer token. The portal (who owns the
 * session) sets it; every app's API client reads it. It lives in the kernel because there must
 * be exactly one per page; before kernel 1.0 the token travelled inside the `auth-changed` event.
 */
export interface SessionTokenSource {
  /** The token; null for a guest; undefined while no owner has set it yet on this page. */
  get(): string | null | undefined;
  set(token: string | null): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createSessionTokenSource(): SessionTokenSource {
  let token: string | null | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => token,
    set(next) {
      if (next === token) return;
      token = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionToken: SessionTokenSource = createSessionTokenSource();
