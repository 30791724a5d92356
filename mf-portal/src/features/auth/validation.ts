import { FIELD_LIMITS, IDENTITY_PATTERN, VALIDATION_MESSAGES } from '@store/shared-kernel';
import type { LoginCredentials, SignupValues } from './auth-api';

const M = VALIDATION_MESSAGES.signupModal;
// Same rule and order as the API (api/src/users/signup-validation.ts), so both say the same.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Identity masked 4-4-5 as it is typed: 0801199012345 → 0801-1990-12345. */
export function formatIdentity(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 13);
  return [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)].filter(Boolean).join('-');
}

function emailError(value: string | undefined): string | undefined {
  const email = value?.trim() ?? '';
  if (!email) return M.required;
  if (email.length > FIELD_LIMITS.modalEmailMax) return M.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return M.invalidEmail;
  return undefined;
}

/** Spec section 5, "Signup (modal)", word for word. */
export function validateSignup(values: Partial<SignupValues>): FormErrors<SignupValues> {
  const errors: FormErrors<SignupValues> = {};
  if (!values.firstname?.trim()) errors.firstname = M.required;
  if (!values.lastname?.trim()) errors.lastname = M.required;
  const username = emailError(values.username);
  if (username) errors.username = username;
  if (!values.password) errors.password = M.passwordRequired;
  else if (values.password.length < FIELD_LIMITS.passwordMinModal) errors.password = M.passwordTooShort;
  if ((values.passwordRepeat ?? '') !== (values.password ?? '')) errors.passwordRepeat = M.passwordsDiffer;
  if (!IDENTITY_PATTERN.test(values.custom_field ?? '')) errors.custom_field = M.invalidIdentity;
  if (values.accepted_result !== true) errors.accepted_result = M.privacyPolicy;
  return errors;
}

/** Login and forgot-password: a usable email ('Ingresa un correo válido') and a password. */
export function validateLogin(values: Partial<LoginCredentials>): FormErrors<LoginCredentials> {
  const errors: FormErrors<LoginCredentials> = {};
  if (emailError(values.username)) errors.username = M.emailUiHint;
  if (!values.password) errors.password = M.required;
  return errors;
}

export function validateEmailOnly(values: { username?: string }): { username?: string } {
  return emailError(values.username) ? { username: M.emailUiHint } : {};
}
