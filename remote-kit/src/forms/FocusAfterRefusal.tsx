import { useEffect, useRef, type RefObject } from 'react';
import { useFormState } from 'react-final-form';
import { focusFirstInvalidField } from './focus-first-invalid';

/**
 * The submit button is disabled while the call runs, which drops the keyboard focus. When the
 * server refuses the request, focus goes to the first field it named, or back to the button
 * (its message, a 429's say, is above it). Runs after the refusal is rendered.
 */
export function FocusAfterRefusal({ formElement }: { formElement: RefObject<HTMLFormElement | null> }) {
  const { submitting = false, hasSubmitErrors = false } = useFormState({
    subscription: { submitting: true, hasSubmitErrors: true },
  });
  const wasSubmitting = useRef(false);

  useEffect(() => {
    if (wasSubmitting.current && !submitting && hasSubmitErrors) {
      const form = formElement.current;
      if (!focusFirstInvalidField(form)) form?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
    wasSubmitting.current = submitting;
  }, [submitting, hasSubmitErrors, formElement]);

  return null;
}
