import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { failureMessage, isApiFailure } from '@store/remote-kit';

/**
 * A refused save as react-final-form's submit errors: the server's per-field messages
 * (`fields` of a 400 or 409) under the fields of this form they name; the server's `message`
 * above the form only when no field of the form carries it, so it is not said twice.
 */
export function submitErrorsOf(error: unknown, formFields: readonly string[]): SubmissionErrors {
  const errors: Record<string, string> = {};
  const fields = isApiFailure(error) ? (error.fields ?? {}) : {};
  for (const name of formFields) {
    const message = fields[name];
    if (message) errors[name] = message;
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = failureMessage(error);
  return errors;
}
