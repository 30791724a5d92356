/** The customer as the API returns it on login. */
export interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string | null;
}

/** What `corp-auth` holds: the user and the token only (spec section 3). */
export interface StoredAuth {
  user: User;
  token: string;
}

export interface LoginResponse {
  id: number;
  token: string;
  user: User;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.firstname === 'string' &&
    typeof value.lastname === 'string' &&
    typeof value.email === 'string' &&
    (value.telephone === undefined || value.telephone === null || typeof value.telephone === 'string')
  );
}

export function isStoredAuth(value: unknown): value is StoredAuth {
  return isRecord(value) && typeof value.token === 'string' && value.token.length > 0 && isUser(value.user);
}

export function isLoginResponse(value: unknown): value is LoginResponse {
  return isRecord(value) && typeof value.token === 'string' && value.token.length > 0 && isUser(value.user);
}

export function displayNameOf(user: User): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}
