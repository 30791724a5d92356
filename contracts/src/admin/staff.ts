import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http/common.js';
import { StringEnum } from '../http/enums.js';

/**
 * The back office's staff (issue 34): accounts apart from customers, with their own login,
 * sessions and roles. Every route under `/admin/` says which roles may call it; `admin` may call
 * every one of them.
 */

/** The roles, in the order the back office lists them. */
export const STAFF_ROLES = ['pedidos', 'credito', 'catalogo', 'soporte', 'admin'] as const;
export const StaffRole = StringEnum(STAFF_ROLES, {
  description:
    'pedidos: pedidos y pagos; credito: solicitudes de crédito; catalogo: productos, existencias, precios, cupones y reseñas; soporte: solicitudes de servicio y encuestas; admin: todo, más el personal y los integradores',
});
export type StaffRole = Static<typeof StaffRole>;

/** What each role is for, in Spanish (back office screens, the CLI's help). */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  pedidos: 'Pedidos y pagos',
  credito: 'Solicitudes de crédito',
  catalogo: 'Productos, existencias, precios, cupones y reseñas',
  soporte: 'Solicitudes de servicio y encuestas',
  admin: 'Todo, más el personal y los integradores',
};

/** One or more roles, each once. */
export const StaffRoles = Type.Array(StaffRole, {
  minItems: 1,
  maxItems: STAFF_ROLES.length,
  uniqueItems: true,
});

/**
 * The second factor (TOTP, RFC 6238) of a staff member: `none` (no secret issued: demo staff),
 * `pending` (a secret was issued and no login has used it yet), `enrolled` (a login proved the
 * authenticator holds it: from then on every login needs a code).
 */
export const SecondFactorState = StringEnum(['none', 'pending', 'enrolled']);
export type SecondFactorState = Static<typeof SecondFactorState>;

/** A staff member as the back office shows them (never a password or a secret). */
export const StaffProfile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(StaffRole),
  secondFactor: SecondFactorState,
  disabled: Type.Boolean(),
  /** Locked by repeated failed logins until this moment; null when not locked. */
  lockedUntil: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
  /**
   * Still on the one-time password of the invitation: every /admin/ route but the password
   * change, `GET /admin/me` and logout answers 403 `PASSWORD_CHANGE_REQUIRED` until it is changed.
   */
  mustChangePassword: Type.Boolean(),
});
export type StaffProfile = Static<typeof StaffProfile>;

/** POST /admin/auth/login. */
export const StaffLoginRequest = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  totp: Type.Optional(
    Type.String({
      maxLength: 12,
      description:
        'Código de 6 dígitos de la aplicación de autenticación. Obligatorio con NODE_ENV=production y para quien ya lo activó.',
    }),
  ),
});
export type StaffLoginRequest = Static<typeof StaffLoginRequest>;

/** 200 of POST /admin/auth/login: the staff session's token (`Authorization: Bearer`). */
export const StaffLoginResponse = Type.Object({
  token: Type.String(),
  staff: StaffProfile,
  /** The session ends after this many minutes without a request. */
  idleTimeoutMinutes: Type.Integer(),
});
export type StaffLoginResponse = Static<typeof StaffLoginResponse>;

/** GET /admin/staff. */
export const StaffList = Type.Object({ items: Type.Array(StaffProfile) });
export type StaffList = Static<typeof StaffList>;

/** POST /admin/staff: invite a staff member. */
export const StaffInviteRequest = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 200 }),
  name: Type.String({ minLength: 1, maxLength: 120 }),
  roles: StaffRoles,
});
export type StaffInviteRequest = Static<typeof StaffInviteRequest>;

/**
 * A new second factor, shown once: `otpauthUri` for the authenticator's QR code, `secret`
 * (base32) to type it in by hand. The API keeps only an encrypted copy.
 */
export const SecondFactorEnrolment = Type.Object({
  otpauthUri: Type.String(),
  secret: Type.String(),
});
export type SecondFactorEnrolment = Static<typeof SecondFactorEnrolment>;

/** 201 of POST /admin/staff: the account, its one-time password and second factor, shown once. */
export const StaffInviteResponse = Type.Object({
  staff: StaffProfile,
  oneTimePassword: Type.String(),
  secondFactor: SecondFactorEnrolment,
});
export type StaffInviteResponse = Static<typeof StaffInviteResponse>;

/** PATCH /admin/staff/{id}: any of the fields; `disabled: false` also lifts a lockout. */
export const StaffUpdateRequest = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    roles: Type.Optional(StaffRoles),
    disabled: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);
export type StaffUpdateRequest = Static<typeof StaffUpdateRequest>;

/** 200 of POST /admin/staff/{id}/reset-second-factor: the new second factor, shown once. */
export const SecondFactorResetResponse = Type.Object({
  staff: StaffProfile,
  secondFactor: SecondFactorEnrolment,
});
export type SecondFactorResetResponse = Static<typeof SecondFactorResetResponse>;
