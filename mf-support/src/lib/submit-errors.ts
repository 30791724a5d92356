import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { failureMessage, isApiFailure } from '@store/remote-kit';

/**
 * A refused call as react-final-form's submit errors: the server's per-field messages (`fields`
 * of a 400) under the fields of this form they name; the server's `message` (or the status text,
 * or the 429's 'Demasiadas solicitudes...') above the form only when no field of the form carries
 * it, so it is not said twice.
 */
export function submitErrorsOf(error: unknown, formFields: readonly string[]): SubmissionErrors {
  const fields = isApiFailure(error) ? (error.fields ?? {}) : {};
  const errors: Record<string, string> = Object.fromEntries(
    formFields.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])),
  );
  const result: SubmissionErrors = { ...errors };
  if (Object.keys(errors).length === 0) result[FORM_ERROR] = failureMessage(error);
  return result;
}
