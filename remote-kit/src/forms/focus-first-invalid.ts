import type { RefObject, SyntheticEvent } from 'react';

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

/**
 * A form's `onSubmit` that hands the event to react-final-form and, when the rules refused it,
 * moves the focus to the first invalid field. A submit event flushes React's update before any
 * timer, so the messages and `aria-invalid` are there when the focus moves.
 */
export function submitFocusingFirstInvalid(
  event: SyntheticEvent<HTMLFormElement>,
  handleSubmit: (event: SyntheticEvent<HTMLFormElement>) => unknown,
  form: { getState(): { hasValidationErrors?: boolean | undefined } },
  formElement: RefObject<HTMLFormElement | null>,
): void {
  void handleSubmit(event);
  if (form.getState().hasValidationErrors === true) {
    setTimeout(() => focusFirstInvalidField(formElement.current), 0);
  }
}
