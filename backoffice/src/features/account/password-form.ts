import { STAFF_PASSWORD_MIN_LENGTH, newStaffPasswordProblem } from '@store/contracts';

export interface PasswordFormValues {
  currentPassword?: string;
  newPassword?: string;
  repeatPassword?: string;
}

export const PASSWORD_FORM_MESSAGES = {
  currentRequired: 'Escribe tu contraseña actual.',
  repeatDiffers: 'Las dos contraseñas nuevas no coinciden.',
} as const;

/** The form's checks: the API's own rule for the new password (contracts), and the repeat. */
export function validatePasswordForm(
  values: PasswordFormValues,
): Partial<Record<keyof PasswordFormValues, string>> {
  const errors: Partial<Record<keyof PasswordFormValues, string>> = {};
  const current = values.currentPassword ?? '';
  const next = values.newPassword ?? '';
  if (current === '') errors.currentPassword = PASSWORD_FORM_MESSAGES.currentRequired;
  const problem = newStaffPasswordProblem(current, next);
  if (problem) errors.newPassword = problem;
  else if ((values.repeatPassword ?? '') !== next)
    errors.repeatPassword = PASSWORD_FORM_MESSAGES.repeatDiffers;
  return errors;
}

export { STAFF_PASSWORD_MIN_LENGTH };
