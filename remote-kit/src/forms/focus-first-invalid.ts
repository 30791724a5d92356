/**
 * Where the keyboard goes for a form field. A radio group (MUI Rating, radio lists) cannot take
 * focus itself: its checked radio does (the one Tab would reach), or the first.
 */
function focusTargetOf(field: HTMLElement): HTMLElement | null {
  if (field.getAttribute('role') !== 'radiogroup') return field;
  return (
    field.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    field.querySelector<HTMLElement>('input[type="radio"]')
  );
}

/** Focuses a field (a radio group's radio); false when there is nothing to focus. */
export function focusFormField(field: HTMLElement | null | undefined): boolean {
  const target = field ? focusTargetOf(field) : null;
  target?.focus();
  return target !== null;
}

/**
 * After a refused submit, keyboard and screen-reader users land on the first field that needs
 * them instead of hunting for it. Call it once the messages (and `aria-invalid`) are rendered.
 * Returns false when no field is marked invalid.
 */
export function focusFirstInvalidField(form: HTMLElement | null): boolean {
  return focusFormField(form?.querySelector<HTMLElement>('[aria-invalid="true"]'));
}
