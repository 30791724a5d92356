/**
 * The "Contact / customer" form of docs/business-rules.md#form-rules: its field rules and exact
 * messages ('elentrónico' is the spec's spelling). The checkout's contact step, the customer
 * profile, the address book, the checkout's shipping step and the /services forms use these words
 * and accept the same e-mails and phones, in the browser and in the API.
 */
import { formVerdict, trimmedText, type FieldProblems, type FormValidation } from './form-rules.js';

export const CONTACT_MESSAGES = {
  required: 'Requerido',
  tooLong: 'Longitud de texto muy largo',
  tooShort: 'Longitud de texto muy corto',
  invalidEmail: 'Correo elentrónico invalido',
  invalidPhone: 'Teléfono inválido',
} as const;

/**
 * docs/business-rules.md#constants: names 32, contact e-mail 96, identity (custom_field) 15 to 32
 * characters.
 */
export const CONTACT_LIMITS = {
  nameMax: 32,
  emailMax: 96,
  identityMin: 15,
  identityMax: 32,
} as const;

/**
 * The spec's rule is "at least 8 digits after removing dashes"; Honduran numbers are 8 digits
 * written XXXX-XXXX. At most 15 digits (E.164) and 20 characters as typed.
 */
export const PHONE_LIMITS = { minDigits: 8, maxDigits: 15, maxTyped: 20 } as const;

/** Something@domain.tld; the sign-up form applies the same test with its own messages. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const PHONE_DIGITS = new RegExp(`^\\+?\\d{${PHONE_LIMITS.minDigits},${PHONE_LIMITS.maxDigits}}$`);

/**
 * The +504 prefix, spaces, dots and brackets are accepted as people type them; letters are not.
 */
export function isPhone(value: string): boolean {
  return value.length <= PHONE_LIMITS.maxTyped && PHONE_DIGITS.test(value.replace(/[\s().-]/g, ''));
}

/**
 * The helpers below record a field's problem in `problems` and return its normalised value, so
 * a form's rule reads as one line per field and reports every field at once.
 */

/** Required text up to `max` characters; returns it trimmed. */
export function requiredText(problems: FieldProblems, field: string, value: unknown, max: number): string {
  const text = trimmedText(value);
  if (text === '') problems[field] = CONTACT_MESSAGES.required;
  else if (text.length > max) problems[field] = CONTACT_MESSAGES.tooLong;
  return text;
}

/** Optional text up to `max` characters; returns it trimmed ('' when absent). */
export function optionalText(problems: FieldProblems, field: string, value: unknown, max: number): string {
  const text = trimmedText(value);
  if (text.length > max) problems[field] = CONTACT_MESSAGES.tooLong;
  return text;
}

/**
 * Required e-mail, returned in lower case (logins compare it that way). `requiredMessage`: the
 * /services forms say 'Campo Requerido' for an empty field, as their clients expect.
 */
export function requiredEmail(
  problems: FieldProblems,
  field: string,
  value: unknown,
  requiredMessage: string = CONTACT_MESSAGES.required,
): string {
  const email = trimmedText(value);
  if (email === '') problems[field] = requiredMessage;
  else if (email.length > CONTACT_LIMITS.emailMax) problems[field] = CONTACT_MESSAGES.tooLong;
  else if (!EMAIL_PATTERN.test(email)) problems[field] = CONTACT_MESSAGES.invalidEmail;
  return email.toLowerCase();
}

/** Required phone (see isPhone), returned trimmed as typed. */
export function requiredPhone(
  problems: FieldProblems,
  field: string,
  value: unknown,
  requiredMessage: string = CONTACT_MESSAGES.required,
): string {
  const phone = trimmedText(value);
  if (phone === '') problems[field] = requiredMessage;
  else if (!isPhone(phone)) problems[field] = CONTACT_MESSAGES.invalidPhone;
  return phone;
}

/** Optional phone: '' when absent, otherwise as requiredPhone. */
export function optionalPhone(problems: FieldProblems, field: string, value: unknown): string {
  const phone = trimmedText(value);
  if (phone !== '' && !isPhone(phone)) problems[field] = CONTACT_MESSAGES.invalidPhone;
  return phone;
}

export const CONTACT_FIELDS = ['email', 'firstname', 'lastname', 'telephone', 'fax', 'custom_field'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form (or a request body) holds: any field may still be missing. */
export type ContactDetailsInput = Partial<Record<ContactField, string | undefined>>;

/** An accepted contact: every field trimmed, the e-mail in lower case. */
export type ContactDetails = Record<ContactField, string>;

/** True when the input carries any contact field (the API then validates the whole form). */
export function hasContact(input: ContactDetailsInput): boolean {
  return CONTACT_FIELDS.some((field) => input[field] !== undefined);
}

/**
 * The whole form; every field is required and all are checked at once (the form marks them
 * all). Only the six contact fields are read, so a larger body can be passed as it is.
 */
export function validateContactForm(input: ContactDetailsInput): FormValidation<ContactDetails> {
  const problems: FieldProblems = {};
  const identity = trimmedText(input.custom_field);
  if (identity === '') problems.custom_field = CONTACT_MESSAGES.required;
  else if (identity.length > CONTACT_LIMITS.identityMax) problems.custom_field = CONTACT_MESSAGES.tooLong;
  else if (identity.length < CONTACT_LIMITS.identityMin) problems.custom_field = CONTACT_MESSAGES.tooShort;

  const value: ContactDetails = {
    firstname: requiredText(problems, 'firstname', input.firstname, CONTACT_LIMITS.nameMax),
    lastname: requiredText(problems, 'lastname', input.lastname, CONTACT_LIMITS.nameMax),
    email: requiredEmail(problems, 'email', input.email),
    telephone: requiredPhone(problems, 'telephone', input.telephone),
    fax: requiredPhone(problems, 'fax', input.fax),
    custom_field: identity,
  };
  return formVerdict(problems, value);
}
