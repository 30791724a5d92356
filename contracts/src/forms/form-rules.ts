/**
 * Building blocks of the store's form rules (docs/business-rules.md#form-rules). Every rule is
 * plain TypeScript with no DOM or Node API: the browser runs it as react-final-form's `validate`
 * and the API runs it on the request body, so both refuse the same input with the same Spanish
 * words.
 */

/**
 * The store's general word for an empty required field: the sign-up modal's, the /services
 * forms' and the API's schema failures'. (The contact form says 'Requerido'.)
 */
export const FIELD_REQUIRED_MESSAGE = 'Campo Requerido';

/** Field name → Spanish message, as the forms show it and as the API returns it in `fields`. */
export type FieldProblems = Record<string, string>;

/** A rule's verdict: the normalised value (trimmed, lower-cased e-mail...) or one message per field. */
export type FormValidation<T> = { ok: true; value: T } | { ok: false; fields: FieldProblems };

/** The verdict as react-final-form's `validate` wants it: `{}` when the form is acceptable. */
export function fieldErrors<T>(validation: FormValidation<T>): FieldProblems {
  return validation.ok ? {} : validation.fields;
}

/** Refused when any field recorded a problem, otherwise accepted with `value`. */
export function formVerdict<T>(problems: FieldProblems, value: T): FormValidation<T> {
  return Object.keys(problems).length > 0 ? { ok: false, fields: problems } : { ok: true, value };
}

/** Trimmed text of a field that may be absent or, in a raw request body, not text at all (''). */
export const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Created on first use, not on import: every app bundles this package, and a browser without
 * `Intl.Segmenter` must still load it (only the length counters below need it).
 */
let graphemes: Intl.Segmenter | undefined;

/**
 * Length limits count what a person sees as one character: "ñ" written as n + combining tilde,
 * or an emoji with a skin tone, counts once, as in the browser's character counters. Without
 * `Intl.Segmenter` (old browsers) it falls back to code points, which only differs for such
 * combined characters; the server always has it.
 */
export function characterCount(text: string): number {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text).length;
  graphemes ??= new Intl.Segmenter('es', { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text)).length;
}
