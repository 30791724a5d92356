// Kept apart from the login page's UI: the portal's guard needs these on every portal page.

/** The query parameter a portal page sends a guest here with: `/login?volver=/portal/compras`. */
export const RETURN_PARAM = 'volver';

/** Where the login page may send the shopper back to: only a portal path of this site. */
export function safeReturnPath(value: string | null): string | null {
  if (!value) return null;
  // '/portal' or '/portal/...' only: never another origin ('//evil', '/\\evil') or another page.
  return /^\/portal(?:[/?#]|$)/.test(value) && !value.includes('\\') ? value : null;
}
