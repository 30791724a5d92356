import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { failureMessage, isApiFailure } from '../data/store-base-query';

type FieldMessages = Record<string, string>;

/**
 * A refused save as react-final-form's submit errors: the server's per-field messages
 * (`fields` of a 400 or 409) under the fields of this form they name; the server's `message`
 * (or the status text, or a 429's 'Demasiadas solicitudes...') above the form only when no field
 * of the form carries it, so it is not said twice. Every remote's forms use it.
 * `formFields`: the form's field names when they are the API's, or how the API's names map to
 * the form's.
 */
export function submitErrorsOf(
  error: unknown,
  formFields: readonly string[] | ((fields: FieldMessages) => FieldMessages),
): SubmissionErrors {
  const fields = isApiFailure(error) ? (error.fields ?? {}) : {};
  const errors: FieldMessages =
    typeof formFields === 'function'
      ? formFields(fields)
      : Object.fromEntries(formFields.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
  const result: SubmissionErrors = { ...errors };
  if (Object.keys(errors).length === 0) result[FORM_ERROR] = failureMessage(error);
  return result;
}
