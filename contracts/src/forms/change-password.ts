/**
 * The "Cambiar contraseña" form of the customer portal (Mi Perfil) and the body of
 * POST /users/change-password: the current password, then the new one typed twice under the
 * "New password" rule of docs/business-rules.md#form-rules (required, 6 to 32, equal), with the
 * same words. The browser and the API run this one function.
 */
import { formVerdict, type FieldProblems, type FormValidation } from './form-rules.js';
import { NEW_PASSWORD_MESSAGES, validateNewPasswordForm } from './new-password.js';

export const CHANGE_PASSWORD_MESSAGES = {
  ...NEW_PASSWORD_MESSAGES,
  /** The API's answer (in `fields.currentPassword`) when the current password is not the account's. */
  wrongCurrent: 'La contraseña actual no es correcta',
} as const;

/**
 * The current password may be longer than a new one can be: the sign-up modal accepted up to
 * 128 characters before it took the account form's 32, and a customer must still be able to
 * type the password they have.
 */
export const CURRENT_PASSWORD_MAX = 128;

export interface ChangePasswordFormInput {
  currentPassword?: string;
  password?: string;
  passwordRepeat?: string;
}

/** An accepted change: both passwords as typed (surrounding blanks are part of a password). */
export interface ChangePasswordDetails {
  currentPassword: string;
  password: string;
}

/** Every field at once, the current password first (the API's `message` is the first problem). */
export function validateChangePasswordForm(
  input: ChangePasswordFormInput,
): FormValidation<ChangePasswordDetails> {
  const problems: FieldProblems = {};
  const currentPassword = input.currentPassword ?? '';
  if (currentPassword.trim() === '') problems.currentPassword = CHANGE_PASSWORD_MESSAGES.empty;
  else if (currentPassword.length > CURRENT_PASSWORD_MAX)
    problems.currentPassword = CHANGE_PASSWORD_MESSAGES.tooLong;

  const next = validateNewPasswordForm(input);
  if (!next.ok) Object.assign(problems, next.fields);

  return formVerdict(problems, { currentPassword, password: input.password ?? '' });
}
