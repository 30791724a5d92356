import {
  SIGNUP_MESSAGES,
  accountEmailProblem,
  fieldErrors,
  validateSignupForm,
  type SignupFormInput,
} from '@store/contracts';
import { formatIdentity } from './identity-mask';

export { formatIdentity };

/** What react-final-form's `validate` returns: one Spanish message per field to fix. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/**
 * "Signup (dialog)" of docs/business-rules.md#form-rules: the rule POST /users/signup applies
 * (@store/contracts), so the form and the server refuse the same values with the same words.
 */
export function validateSignup(values: SignupFormInput): FormErrors<SignupFormInput> {
  return fieldErrors(validateSignupForm(values));
}

interface LoginFields {
  username?: string;
  password?: string;
}

/** Login and forgot-password: a usable email ('Ingresa un correo válido') and a password. */
export function validateLogin(values: LoginFields): FormErrors<LoginFields> {
  const errors: FormErrors<LoginFields> = validateEmailOnly(values);
  if (!values.password) errors.password = SIGNUP_MESSAGES.required;
  return errors;
}

export function validateEmailOnly(values: { username?: string }): { username?: string } {
  return accountEmailProblem(values.username) === undefined ? {} : { username: SIGNUP_MESSAGES.emailUiHint };
}
