/**
 * Spec section 5's "Contact/customer form": its field rules and exact messages ('elentrónico' is
 * the spec's spelling). One module so the checkout's contact step, the portal's customer and
 * address forms and the /services forms use the same words and accept the same e-mails and phones.
 */
export const CONTACT_MESSAGES = {
  required: 'Requerido',
  tooLong: 'Longitud de texto muy largo',
  tooShort: 'Longitud de texto muy corto',
  invalidEmail: 'Correo elentrónico invalido',
  invalidPhone: 'Teléfono inválido',
} as const;

export const NAME_MAX = 32;
export const EMAIL_MAX = 96;
export const CUSTOM_FIELD_MIN = 15;
export const CUSTOM_FIELD_MAX = 32;

/** Something@domain.tld; the sign-up form applies the same test with its own messages. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Field name → Spanish message, as returned in an error's `fields`. */
export type Problems = Record<string, string>;

/** Trimmed text of an optional body field ('' when absent). */
export const text = (value: string | undefined): string => value?.trim() ?? '';

/**
 * The spec's rule is "at least 8 digits after removing dashes"; Honduran numbers are 8 digits
 * written XXXX-XXXX. The +504 prefix, spaces, dots and brackets are accepted as people type
 * them; letters are not. At most 15 digits (E.164) and 20 characters as typed.
 */
export function isPhone(value: string): boolean {
  return value.length <= 20 && /^\+?\d{8,15}$/.test(value.replace(/[\s().-]/g, ''));
}

/** Required text up to `max` characters; records the problem and returns the trimmed value. */
export function requiredText(
  problems: Problems,
  field: string,
  value: string | undefined,
  max: number,
): string {
  const trimmed = text(value);
  if (trimmed === '') problems[field] = CONTACT_MESSAGES.required;
  else if (trimmed.length > max) problems[field] = CONTACT_MESSAGES.tooLong;
  return trimmed;
}

export function optionalText(
  problems: Problems,
  field: string,
  value: string | undefined,
  max: number,
): string {
  const trimmed = text(value);
  if (trimmed.length > max) problems[field] = CONTACT_MESSAGES.tooLong;
  return trimmed;
}

/**
 * Required e-mail, returned in lower case (logins compare it that way). `requiredMessage`: the
 * /services forms say 'Campo Requerido' for an empty field, as their clients expect.
 */
export function requiredEmail(
  problems: Problems,
  field: string,
  value: string | undefined,
  requiredMessage: string = CONTACT_MESSAGES.required,
): string {
  const trimmed = text(value);
  if (trimmed === '') problems[field] = requiredMessage;
  else if (trimmed.length > EMAIL_MAX) problems[field] = CONTACT_MESSAGES.tooLong;
  else if (!EMAIL_PATTERN.test(trimmed)) problems[field] = CONTACT_MESSAGES.invalidEmail;
  return trimmed.toLowerCase();
}

/** Required phone (see isPhone), returned trimmed as typed. */
export function requiredPhone(
  problems: Problems,
  field: string,
  value: string | undefined,
  requiredMessage: string = CONTACT_MESSAGES.required,
): string {
  const trimmed = text(value);
  if (trimmed === '') problems[field] = requiredMessage;
  else if (!isPhone(trimmed)) problems[field] = CONTACT_MESSAGES.invalidPhone;
  return trimmed;
}

export const CONTACT_FIELDS = ['email', 'firstname', 'lastname', 'telephone', 'fax', 'custom_field'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Partial<Record<ContactField, string | undefined>>;
export type Contact = Record<ContactField, string>;

export type ContactValidation = { ok: true; value: Contact } | { ok: false; fields: Problems };

/** True when the body carries any contact field (then the whole form is validated). */
export function hasContact(input: ContactInput): boolean {
  return CONTACT_FIELDS.some((field) => input[field] !== undefined);
}

/**
 * The whole form; every field is required and all are checked at once (the form marks them
 * all). Only the six contact fields are read, so a larger body can be passed as it is.
 */
export function validateContact(input: ContactInput): ContactValidation {
  const problems: Problems = {};
  const customField = text(input.custom_field);
  if (customField === '') problems.custom_field = CONTACT_MESSAGES.required;
  else if (customField.length > CUSTOM_FIELD_MAX) problems.custom_field = CONTACT_MESSAGES.tooLong;
  else if (customField.length < CUSTOM_FIELD_MIN) problems.custom_field = CONTACT_MESSAGES.tooShort;

  const value: Contact = {
    firstname: requiredText(problems, 'firstname', input.firstname, NAME_MAX),
    lastname: requiredText(problems, 'lastname', input.lastname, NAME_MAX),
    email: requiredEmail(problems, 'email', input.email),
    telephone: requiredPhone(problems, 'telephone', input.telephone),
    fax: requiredPhone(problems, 'fax', input.fax),
    custom_field: customField,
  };
  return Object.keys(problems).length > 0 ? { ok: false, fields: problems } : { ok: true, value };
}
