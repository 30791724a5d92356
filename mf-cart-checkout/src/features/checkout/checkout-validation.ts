import {
  CONTACT_MESSAGES,
  fieldErrors,
  validateContactForm,
  validateShippingAddressForm,
} from '@store/contracts';
import type { ContactValues, ShippingValues } from './checkout-types';

/** What react-final-form's `validate` returns: one Spanish message per field to fix. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/**
 * "Contact / customer" of docs/business-rules.md#form-rules: the rule the API applies to the
 * order's contact (@store/contracts), so a contact never passes here and fails there, or the
 * other way round.
 */
export function validateContact(values: Partial<ContactValues>): FormErrors<ContactValues> {
  return fieldErrors(validateContactForm(values));
}

/**
 * The 'Envío' step: the API's rule for the address lines, plus a municipality (the department
 * first), which the form picks with two selects where the API receives one place id.
 */
export function validateShipping(values: Partial<ShippingValues>): FormErrors<ShippingValues> {
  const errors: FormErrors<ShippingValues> = fieldErrors(validateShippingAddressForm(values));
  if (!values.department) errors.department = CONTACT_MESSAGES.required;
  if (!values.municipality) errors.municipality = CONTACT_MESSAGES.required;
  return errors;
}

/**
 * The contact as the API stores it (the rule's accepted value): trimmed, e-mail in lower case.
 * The step submits only once the rule passed; anything else is sent as typed and the API
 * answers per field.
 */
export function cleanContact(values: ContactValues): ContactValues {
  const validation = validateContactForm(values);
  return validation.ok ? validation.value : values;
}
