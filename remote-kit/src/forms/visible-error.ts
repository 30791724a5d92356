/** The parts of react-final-form's field meta that decide whether a message shows. */
export interface FieldMetaLike {
  error?: unknown;
  submitError?: unknown;
  touched?: boolean;
  modified?: boolean;
  dirtySinceLastSubmit?: boolean;
}

/**
 * The message a field shows, if any. A rule's message once the field was left (a submit
 * touches every field, so it shows then too) — or, with `showWhenModified`, as soon as the
 * value changed (a checkbox is never "left" in a way worth waiting for). The server's message
 * for the field shows until the shopper changes something after that submit.
 */
export function visibleError(meta: FieldMetaLike, showWhenModified = false): string | undefined {
  if (
    typeof meta.error === 'string' &&
    (meta.touched === true || (showWhenModified && meta.modified === true))
  ) {
    return meta.error;
  }
  if (typeof meta.submitError === 'string' && meta.dirtySinceLastSubmit !== true) return meta.submitError;
  return undefined;
}
