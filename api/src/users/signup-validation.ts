/**
 * Sign-up rules and messages of docs/business-rules.md#form-rules (the modal's form). They live
 * once in `@store/contracts`, where the portal's sign-up form runs the same ones; this module
 * keeps the names the user routes import.
 */
import { SIGNUP_MESSAGES } from '@store/contracts';

export { validateSignupForm as validateSignup } from '@store/contracts';

export const REQUIRED = SIGNUP_MESSAGES.required;
export const INVALID_USERNAME = SIGNUP_MESSAGES.invalidEmail;
