/**
 * After a refused submit, keyboard and screen-reader users land on the first field that needs
 * them instead of hunting for it. Call it once the messages (and `aria-invalid`) are rendered.
 * Returns false when no field is marked invalid.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return field !== null && field !== undefined;
}
