/**
 * "Signup (dialog)" of docs/business-rules.md#form-rules: the rules and words of the portal's
 * sign-up form, which the API's POST /users/signup applies to the body it receives. Where the
 * modal and the server used to disagree, the modal's words won (they are what shoppers see and
 * what the spec says).
 */
import { CONTACT_LIMITS, CONTACT_MESSAGES, EMAIL_PATTERN } from './contact.js';
import {
  FIELD_REQUIRED_MESSAGE,
  formVerdict,
  trimmedText,
  type FieldProblems,
  type FormValidation,
} from './form-rules.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN } from './passwords.js';

export const SIGNUP_MESSAGES = {
  required: FIELD_REQUIRED_MESSAGE,
  invalidEmail: 'Correo Inválido',
  emailTooLong: 'Email debe ser menos de 60 caracteres',
  /** What the login and forgot-password forms show for any unusable e-mail. */
  emailUiHint: 'Ingresa un correo válido',
  passwordRequired: 'This field is required',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_MESSAGES.tooLong,
  passwordsDiffer: 'Las contraseñas no concuerdan',
  invalidIdentity: 'Favor ingresar una identidad válida',
  privacyPolicy: 'Debes aceptar las políticas de privacidad',
} as const;

export const SIGNUP_LIMITS = {
  /** docs/business-rules.md#constants: e-mail 60 in the sign-up modal. */
  emailMax: 60,
  passwordMin: PASSWORD_MIN,
  /** The account form's maximum (spec section 5), also the new-password form's. */
  passwordMax: 32,
  /** The account form's name maximum (spec section 5). */
  nameMax: CONTACT_LIMITS.nameMax,
} as const;

/** Honduran identity number written 4-4-5 (department + municipality, year, sequence). */
export const IDENTITY_PATTERN = /^\d{4}-\d{4}-\d{5}$/;
/** What the masked identity input shows while empty. */
export const IDENTITY_MASK_PLACEHOLDER = '#### #### #####';

/**
 * The account e-mail (sign-up, login, forgot password): its message, or undefined when usable.
 * The login and forgot-password forms show SIGNUP_MESSAGES.emailUiHint instead of the detail.
 */
export function accountEmailProblem(value: unknown): string | undefined {
  const email = trimmedText(value);
  if (email === '') return SIGNUP_MESSAGES.required;
  if (email.length > SIGNUP_LIMITS.emailMax) return SIGNUP_MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return SIGNUP_MESSAGES.invalidEmail;
  return undefined;
}

/** What the form (or the request body) holds; the API's body adds the bot-check token. */
export interface SignupFormInput {
  firstname?: string;
  lastname?: string;
  username?: string;
  password?: string;
  passwordRepeat?: string;
  custom_field?: string;
  accepted_result?: boolean;
}

/** An accepted sign-up: names and identity trimmed, the e-mail trimmed and in lower case. */
export interface SignupDetails {
  firstname: string;
  lastname: string;
  email: string;
  /** As typed: surrounding blanks are part of a password. */
  password: string;
  customField: string;
}

/** One Spanish message per refused field, all at once, or the accepted values. */
export function validateSignupForm(input: SignupFormInput): FormValidation<SignupDetails> {
  const problems: FieldProblems = {};
  const firstname = trimmedText(input.firstname);
  const lastname = trimmedText(input.lastname);
  const username = trimmedText(input.username);
  const password = input.password ?? '';
  const customField = trimmedText(input.custom_field);

  // The modal's words where it has them; the account form's limits where only it has them.
  if (firstname === '') problems.firstname = SIGNUP_MESSAGES.required;
  else if (firstname.length > SIGNUP_LIMITS.nameMax) problems.firstname = CONTACT_MESSAGES.tooLong;
  if (lastname === '') problems.lastname = SIGNUP_MESSAGES.required;
  else if (lastname.length > SIGNUP_LIMITS.nameMax) problems.lastname = CONTACT_MESSAGES.tooLong;

  const emailProblem = accountEmailProblem(username);
  if (emailProblem !== undefined) problems.username = emailProblem;

  if (password.trim() === '') problems.password = SIGNUP_MESSAGES.passwordRequired;
  else if (password.length < SIGNUP_LIMITS.passwordMin) problems.password = SIGNUP_MESSAGES.passwordTooShort;
  else if (password.length > SIGNUP_LIMITS.passwordMax) problems.password = SIGNUP_MESSAGES.passwordTooLong;

  // An empty repeat under an empty password says nothing: the password's message is enough.
  if ((input.passwordRepeat ?? '') !== password) problems.passwordRepeat = SIGNUP_MESSAGES.passwordsDiffer;

  if (!IDENTITY_PATTERN.test(customField)) problems.custom_field = SIGNUP_MESSAGES.invalidIdentity;

  if (input.accepted_result !== true) problems.accepted_result = SIGNUP_MESSAGES.privacyPolicy;

  return formVerdict(problems, {
    firstname,
    lastname,
    email: username.toLowerCase(),
    password,
    customField,
  });
}
