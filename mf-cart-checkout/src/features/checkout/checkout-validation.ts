import { FIELD_LIMITS, VALIDATION_MESSAGES } from '@store/shared-kernel';
import type { ContactValues, ShippingValues } from './checkout-types';

const M = VALIDATION_MESSAGES.contactForm;

/** Same pattern as the API's contact form (api/src/forms/contact-form.ts), so both agree. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The API keeps an address line to 200 characters (api/docs/orders.md, "Envío"). */
export const ADDRESS_LINE_MAX = 200;

/** At most as many characters as the API accepts as typed (api/docs/orders.md). */
const PHONE_MAX_TYPED = 20;
const PHONE_MAX_DIGITS = 15;

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/**
 * Spec: "at least 8 digits after removing dashes". The API also lets people type spaces,
 * dots, brackets and a +504 prefix and caps a number at 15 digits (E.164); the form accepts
 * exactly what the server accepts, so a number never passes here and fails there.
 */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/[\s().-]/g, '');
  return (
    value.length <= PHONE_MAX_TYPED &&
    new RegExp(`^\\+?\\d{${String(FIELD_LIMITS.phoneMinDigits)},${String(PHONE_MAX_DIGITS)}}$`).test(digits)
  );
}

function requiredText(value: string | undefined, max: number): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return M.required;
  if (text.length > max) return M.textTooLong;
  return undefined;
}

function phoneError(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return M.required;
  return isValidPhone(text) ? undefined : M.invalidPhone;
}

/** Spec section 5, "Contact/customer form", word for word ('elentrónico' is the spec's spelling). */
export function validateContact(values: Partial<ContactValues>): FormErrors<ContactValues> {
  const errors: FormErrors<ContactValues> = {};
  const identity = values.custom_field?.trim() ?? '';
  if (identity === '') errors.custom_field = M.required;
  else if (identity.length > FIELD_LIMITS.identityMax) errors.custom_field = M.textTooLong;
  else if (identity.length < FIELD_LIMITS.identityMin) errors.custom_field = M.textTooShort;

  const firstname = requiredText(values.firstname, FIELD_LIMITS.nameMax);
  if (firstname) errors.firstname = firstname;
  const lastname = requiredText(values.lastname, FIELD_LIMITS.nameMax);
  if (lastname) errors.lastname = lastname;

  const email = values.email?.trim() ?? '';
  if (email === '') errors.email = M.required;
  else if (email.length > FIELD_LIMITS.contactEmailMax) errors.email = M.textTooLong;
  else if (!EMAIL_PATTERN.test(email)) errors.email = M.invalidEmail;

  const telephone = phoneError(values.telephone);
  if (telephone) errors.telephone = telephone;
  const fax = phoneError(values.fax);
  if (fax) errors.fax = fax;
  return errors;
}

/** The 'Envío' step: a municipality (the department first) and an address line are required. */
export function validateShipping(values: Partial<ShippingValues>): FormErrors<ShippingValues> {
  const errors: FormErrors<ShippingValues> = {};
  if (!values.department) errors.department = M.required;
  if (!values.municipality) errors.municipality = M.required;
  const address = requiredText(values.address_1, ADDRESS_LINE_MAX);
  if (address) errors.address_1 = address;
  if ((values.address_2?.trim().length ?? 0) > ADDRESS_LINE_MAX) errors.address_2 = M.textTooLong;
  return errors;
}

/** The contact as the API stores it: trimmed, e-mail in lower case (logins compare it that way). */
export function cleanContact(values: ContactValues): ContactValues {
  return {
    custom_field: values.custom_field.trim(),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim().toLowerCase(),
    telephone: values.telephone.trim(),
    fax: values.fax.trim(),
  };
}
