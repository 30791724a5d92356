/**
 * Messages of spec section 5's "Contact/customer form", reused by the address form so the
 * portal shows the same words everywhere.
 */
export const REQUIRED = 'Requerido';
export const TEXT_TOO_LONG = 'Longitud de texto muy largo';
export const TEXT_TOO_SHORT = 'Longitud de texto muy corto';
export const INVALID_EMAIL = 'Correo elentrónico invalido';
export const INVALID_PHONE = 'Teléfono inválido';

export const NAME_MAX = 32;
export const EMAIL_MAX = 96;
export const CUSTOM_FIELD_MIN = 15;
export const CUSTOM_FIELD_MAX = 32;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type Problems = Record<string, string>;

/** Trimmed text of an optional body field ('' when absent). */
export const text = (value: string | undefined): string => value?.trim() ?? '';

/** Required text up to `max` characters; records the problem and returns the trimmed value. */
export function requiredText(
  problems: Problems,
  field: string,
  value: string | undefined,
  max: number,
): string {
  const trimmed = text(value);
  if (trimmed === '') problems[field] = REQUIRED;
  else if (trimmed.length > max) problems[field] = TEXT_TOO_LONG;
  return trimmed;
}

export function optionalText(
  problems: Problems,
  field: string,
  value: string | undefined,
  max: number,
): string {
  const trimmed = text(value);
  if (trimmed.length > max) problems[field] = TEXT_TOO_LONG;
  return trimmed;
}

export function requiredEmail(problems: Problems, field: string, value: string | undefined): string {
  const trimmed = text(value);
  if (trimmed === '') problems[field] = REQUIRED;
  else if (trimmed.length > EMAIL_MAX) problems[field] = TEXT_TOO_LONG;
  else if (!EMAIL_PATTERN.test(trimmed)) problems[field] = INVALID_EMAIL;
  return trimmed.toLowerCase();
}

/**
 * Honduran phones are 8 digits written XXXX-XXXX; the spec's rule is "at least 8 digits after
 * removing dashes". Spaces and a leading + (e.g. +504) are tolerated; letters are not.
 */
export function requiredPhone(problems: Problems, field: string, value: string | undefined): string {
  const trimmed = text(value);
  const digits = trimmed.replace(/[-\s]/g, '');
  if (trimmed === '') problems[field] = REQUIRED;
  else if (!/^\+?\d{8,15}$/.test(digits)) problems[field] = INVALID_PHONE;
  return trimmed;
}
