/**
 * The "New password" form of docs/business-rules.md#form-rules (the link of a password reset),
 * with its exact words.
 */
import { formVerdict, type FieldProblems, type FormValidation } from './form-rules.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN } from './passwords.js';

export const NEW_PASSWORD_MESSAGES = {
  empty: 'Este campo no puede estar vacío',
  tooLong: PASSWORD_MESSAGES.tooLong,
  tooShort: PASSWORD_MESSAGES.tooShort,
  /** 'coiciden' is the spec's spelling. */
  differ: 'Las contraseñas no coiciden',
} as const;

export const NEW_PASSWORD_LIMITS = { min: PASSWORD_MIN, max: 32 } as const;

export interface NewPasswordFormInput {
  password?: string;
  passwordRepeat?: string;
}

/** Both fields are checked at once; the accepted password is kept as typed. */
export function validateNewPasswordForm(input: NewPasswordFormInput): FormValidation<{ password: string }> {
  const problems: FieldProblems = {};
  const password = input.password ?? '';
  const repeat = input.passwordRepeat ?? '';

  if (password.trim() === '') problems.password = NEW_PASSWORD_MESSAGES.empty;
  else if (password.length > NEW_PASSWORD_LIMITS.max) problems.password = NEW_PASSWORD_MESSAGES.tooLong;
  else if (password.length < NEW_PASSWORD_LIMITS.min) problems.password = NEW_PASSWORD_MESSAGES.tooShort;

  if (repeat.trim() === '') problems.passwordRepeat = NEW_PASSWORD_MESSAGES.empty;
  else if (repeat.length > NEW_PASSWORD_LIMITS.max) problems.passwordRepeat = NEW_PASSWORD_MESSAGES.tooLong;
  else if (repeat !== password) problems.passwordRepeat = NEW_PASSWORD_MESSAGES.differ;

  return formVerdict(problems, { password });
}
