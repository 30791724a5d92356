import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Order } from '@store/contracts';
import type { TextFieldInputProps } from '@store/remote-kit';
import { useBusState } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetCustomerQuery } from './checkout-api';
import { contactSaved, editCancelled, selectCheckout } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import { CONTACT_FIELD_NAMES } from './checkout-types';
import type { ContactValues } from './checkout-types';
import { validateContact } from './checkout-validation';
import type { FormErrors } from './checkout-validation';
import { FieldRows } from './form-fields';
import { StepForm } from './StepForm';
import { useCheckoutOrder } from './use-checkout-order';

const EMPTY_CONTACT: ContactValues = {
  custom_field: '',
  firstname: '',
  lastname: '',
  email: '',
  telephone: '',
  fax: '',
};

/** The contact fields of the order or of the profile (both carry all six, as text). */
function pickContact(source: ContactValues): ContactValues {
  const { custom_field, firstname, lastname, email, telephone, fax } = source;
  return { custom_field, firstname, lastname, email, telephone, fax };
}

/**
 * The logged-in shopper's profile, to prefill the form. A failure only means an empty form:
 * prefilling is a courtesy, never a reason to block the checkout.
 */
function useCustomerProfile(customerId: number | null): ContactValues | null {
  const { currentData: customer } = useGetCustomerQuery(customerId ?? skipToken);
  return useMemo(() => (customer ? pickContact(customer) : null), [customer]);
}

function hasContact(order: Order | null): order is Order {
  return order !== null && order.email !== '';
}

/** The server's per-field messages (400 VALIDATION_ERROR) shown under the fields they name. */
function contactSubmitErrors(
  fields: Record<string, string> | undefined,
): FormErrors<ContactValues> | undefined {
  if (!fields) return undefined;
  const errors: FormErrors<ContactValues> = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const message = fields[name];
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * Every contact field is required (docs/business-rules.md#form-rules); a pair shares a line on
 * wider screens.
 */
const CONTACT_ROWS: (TextFieldInputProps & { name: keyof ContactValues })[][] = [
  [
    {
      name: 'custom_field',
      label: CHECKOUT_TEXT.identity,
      placeholder: CHECKOUT_TEXT.identityPlaceholder,
      required: true,
    },
  ],
  [
    { name: 'firstname', label: CHECKOUT_TEXT.firstname, autoComplete: 'given-name', required: true },
    { name: 'lastname', label: CHECKOUT_TEXT.lastname, autoComplete: 'family-name', required: true },
  ],
  [
    {
      name: 'email',
      label: CHECKOUT_TEXT.email,
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      required: true,
    },
  ],
  [
    {
      name: 'telephone',
      label: CHECKOUT_TEXT.telephone,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      required: true,
    },
    { name: 'fax', label: CHECKOUT_TEXT.fax, type: 'tel', inputMode: 'tel', required: true },
  ],
];

/** Step 'Contacto' (0 → 1): creates the order, or updates the contact of the one in progress. */
export function ContactStep() {
  const dispatch = useAppDispatch();
  const { editing } = useAppSelector(selectCheckout);
  const order = useCheckoutOrder().currentData ?? null;
  const auth = useBusState('portal:auth-changed');
  const profile = useCustomerProfile(hasContact(order) || !auth ? null : auth.customerId);
  // Stable while nothing it depends on changes: a new object would make the form start over.
  const initialValues = useMemo(
    () => (hasContact(order) ? pickContact(order) : (profile ?? EMPTY_CONTACT)),
    [order, profile],
  );

  return (
    <StepForm<ContactValues>
      heading={CHECKOUT_TEXT.contactHeading}
      headingId="checkout-contact-heading"
      onSubmit={async (values) => {
        const result = await dispatch(contactSaved(values));
        return contactSaved.rejected.match(result) ? contactSubmitErrors(result.payload?.fields) : undefined;
      }}
      validate={validateContact}
      initialValues={initialValues}
      secondaryAction={
        editing === 'contact'
          ? { label: CHECKOUT_TEXT.cancel, onClick: () => dispatch(editCancelled()) }
          : undefined
      }
    >
      <FieldRows rows={CONTACT_ROWS} />
    </StepForm>
  );
}
