import type { LoginResponse, SessionUser } from '@store/contracts';

/** A customer as POST /users/login returns it. */
export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 42,
    firstname: 'Ana',
    lastname: 'Mejía',
    email: 'ana.mejia@correo.hn',
    telephone: '9988-7766',
    ...overrides,
  };
}

/** The body of a successful POST /users/login. */
export function buildLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  const user = overrides.user ?? buildUser();
  return { id: user.id, token: 'tok-ana-123', user, ...overrides };
}
