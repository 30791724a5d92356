import { Type, type Static } from '@sinclair/typebox';

/**
 * A staff member changes their own password (POST /admin/me/password), whatever their role;
 * required before anything else when the account still has the one-time password it was
 * invited with (403 `PASSWORD_CHANGE_REQUIRED` on every other /admin/ route until then).
 */

export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const StaffPasswordChange = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ maxLength: 200 }),
});
export type StaffPasswordChange = Static<typeof StaffPasswordChange>;

export const StaffPasswordChanged = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type StaffPasswordChanged = Static<typeof StaffPasswordChanged>;

export const STAFF_PASSWORD_MESSAGES = {
  tooShort: `La nueva contraseña debe tener al menos ${STAFF_PASSWORD_MIN_LENGTH} caracteres`,
  sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual',
  wrongCurrent: 'La contraseña actual no es correcta',
  changed: 'Contraseña cambiada. Tus otras sesiones se cerraron.',
  changeRequired: 'Debes cambiar la contraseña temporal antes de continuar (Cambiar contraseña).',
} as const;

/** The new password's problem (form and API), or null. */
export function newStaffPasswordProblem(current: string, next: string): string | null {
  if (next.length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_PASSWORD_MESSAGES.tooShort;
  if (next === current) return STAFF_PASSWORD_MESSAGES.sameAsCurrent;
  return null;
}
