/** The contact/customer form of spec section 5, with its exact messages. */
export const CONTACT_MESSAGES = {
  required: 'Requerido',
  tooLong: 'Longitud de texto muy largo',
  tooShort: 'Longitud de texto muy corto',
  invalidEmail: 'Correo elentrónico invalido',
  invalidPhone: 'Teléfono inválido',
} as const;

export const CONTACT_FIELDS = ['email', 'firstname', 'lastname', 'telephone', 'fax', 'custom_field'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Partial<Record<ContactField, string | undefined>>;
export type Contact = Record<ContactField, string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Phones: at least 8 digits once the dashes are removed (e.g. 9876-5432); at most 15. */
export function isPhone(value: string): boolean {
  return /^\d{8,15}$/.test(value.replace(/[-\s]/g, ''));
}

export type ContactValidation = { ok: true; value: Contact } | { ok: false; fields: Record<string, string> };

/** True when the body carries any contact field (then the whole form is validated). */
export function hasContact(input: ContactInput): boolean {
  return CONTACT_FIELDS.some((field) => input[field] !== undefined);
}

/**
 * Validates every field at once (the form marks them all). `prefix` names nested fields in
 * `fields`, e.g. 'contact.' when the form sits inside a larger body.
 */
export function validateContact(input: ContactInput, prefix = ''): ContactValidation {
  const fields: Record<string, string> = {};
  const value = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, input[field]?.trim() ?? '']),
  ) as Contact;
  const problem = (field: ContactField, message: string): void => {
    fields[`${prefix}${field}`] = message;
  };

  if (value.custom_field === '') problem('custom_field', CONTACT_MESSAGES.required);
  else if (value.custom_field.length > 32) problem('custom_field', CONTACT_MESSAGES.tooLong);
  else if (value.custom_field.length < 15) problem('custom_field', CONTACT_MESSAGES.tooShort);

  for (const field of ['firstname', 'lastname'] as const) {
    if (value[field] === '') problem(field, CONTACT_MESSAGES.required);
    else if (value[field].length > 32) problem(field, CONTACT_MESSAGES.tooLong);
  }

  if (value.email === '') problem('email', CONTACT_MESSAGES.required);
  else if (value.email.length > 96) problem('email', CONTACT_MESSAGES.tooLong);
  else if (!EMAIL_PATTERN.test(value.email)) problem('email', CONTACT_MESSAGES.invalidEmail);

  for (const field of ['telephone', 'fax'] as const) {
    if (value[field] === '') problem(field, CONTACT_MESSAGES.required);
    else if (!isPhone(value[field])) problem(field, CONTACT_MESSAGES.invalidPhone);
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { ...value, email: value.email.toLowerCase() } };
}
