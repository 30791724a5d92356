import type { LoginResponse, User } from '../features/auth/auth-types';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    firstname: 'Ana',
    lastname: 'Mejía',
    email: 'ana.mejia@correo.hn',
    telephone: '9988-7766',
    ...overrides,
  };
}

export function buildLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  const user = overrides.user ?? buildUser();
  return { id: user.id, token: 'tok-ana-123', user, ...overrides };
}
