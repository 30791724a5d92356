import { Type, type Static } from '@sinclair/typebox';
import { Nullable, SuccessResponse } from '../http/common.js';

/**
 * Account routes: sign-up, login, password reset. The request bodies stay loose (optional
 * strings with generous lengths): the form rules with their Spanish messages decide what is
 * valid and answer one message per field, which a schema failure could not word the same way.
 */

/** POST /users/signup. */
export const SignupRequest = Type.Object({
  firstname: Type.Optional(Type.String({ maxLength: 32 })),
  lastname: Type.Optional(Type.String({ maxLength: 32 })),
  username: Type.Optional(Type.String({ maxLength: 200, description: 'Correo electrónico' })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  passwordRepeat: Type.Optional(Type.String({ maxLength: 200 })),
  custom_field: Type.Optional(
    Type.String({ maxLength: 32, description: 'Número de identidad 0000-0000-00000' }),
  ),
  accepted_result: Type.Optional(Type.Boolean()),
  RecaptchaToken: Type.Optional(
    Type.String({
      maxLength: 4096,
      description: 'Token anti-bots de la acción `signup` (en desarrollo: `local-dev:signup`)',
    }),
  ),
  token: Type.Optional(Type.String({ maxLength: 4096, description: 'Alias de RecaptchaToken' })),
});
export type SignupRequest = Static<typeof SignupRequest>;

/**
 * 201 of POST /users/signup: the same answer whether the e-mail was free or already had an
 * account (the owner is told by e-mail), so signup cannot tell anyone which e-mails are customers.
 */
export const SignupAccepted = Type.Object({ message: Type.String() });
export type SignupAccepted = Static<typeof SignupAccepted>;

/** POST /users/login. */
export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  token: Type.Optional(
    Type.String({
      maxLength: 4096,
      description: 'Token anti-bots de la acción `login` (en desarrollo: `local-dev:login`)',
    }),
  ),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** The customer as the login returns it. */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
});
export type SessionUser = Static<typeof SessionUser>;

/** 200 of POST /users/login: the session token (sent back as `Authorization: Bearer`). */
export const LoginResponse = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  user: SessionUser,
});
export type LoginResponse = Static<typeof LoginResponse>;

/**
 * 200 of POST /users/logout (`Authorization: Bearer <token>`, no body): that session is deleted
 * on the server, so the token is refused (401) from then on. `{ success: true, message }`.
 */
export const LogoutResponse = SuccessResponse;
export type LogoutResponse = Static<typeof LogoutResponse>;

/** POST /users/reset-password. */
export const PasswordResetRequest = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200, description: 'Correo de la cuenta' })),
});
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

/** POST /users/save-new-password. */
export const SaveNewPasswordRequest = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 512, description: 'Token del enlace recibido por correo' })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  passwordRepeat: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SaveNewPasswordRequest = Static<typeof SaveNewPasswordRequest>;

/**
 * POST /users/change-password, with the session's `Authorization: Bearer` token: the current
 * password and the new one typed twice (rules: `validateChangePasswordForm`).
 */
export const ChangePasswordRequest = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: 200, description: 'Contraseña actual' })),
  password: Type.Optional(Type.String({ maxLength: 200, description: 'Nueva contraseña' })),
  passwordRepeat: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/**
 * 200 of POST /users/change-password: `{ success: true, message: 'Contraseña actualizada' }`.
 * The customer's other sessions are closed; the one that asked stays open.
 */
export const ChangePasswordResponse = SuccessResponse;
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/**
 * What the portal keeps under `localStorage['corp-auth']`: the login's user and token only.
 * Checked with `matchesContract` when read back; anything else reads as a guest. `telephone`
 * may be missing or null in values written before the API always sent it, and such a session
 * is still restored, as it always was.
 */
export const StoredAuth = Type.Object({
  user: Type.Object({ ...SessionUser.properties, telephone: Type.Optional(Nullable(Type.String())) }),
  token: Type.String({ minLength: 1 }),
});
export type StoredAuth = Static<typeof StoredAuth>;
/** The customer the portal's session holds (a login's user, or one read back from storage). */
export type StoredUser = StoredAuth['user'];
