/**
 * Address forms, with the contact form's words (docs/business-rules.md#form-rules): the
 * customer's address book and the checkout's "Envío" step. Both use the contact form's name and
 * phone rules.
 */
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  optionalPhone,
  optionalText,
  requiredPhone,
  requiredText,
} from './contact.js';
import { formVerdict, type FieldProblems, type FormValidation } from './form-rules.js';

export const ADDRESS_LIMITS = {
  aliasMax: 32,
  /** Address book lines. */
  lineMax: 255,
  /** Lines of an order's shipping address (api/docs/orders.md, "Shipping"). */
  shippingLineMax: 200,
} as const;

/** The address book form (or the body of POST /customers/{id}/addresses, PUT /addresses/{id}). */
export interface AddressFormInput {
  alias?: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
  address_1?: string;
  address_2?: string;
  place_id?: number;
  is_default?: boolean;
}

/** An accepted address: texts trimmed, the municipality chosen. */
export interface AddressDetails {
  alias: string;
  firstname: string;
  lastname: string;
  telephone: string;
  address1: string;
  address2: string;
  placeId: number;
  /** Left undefined when not sent, so an edit keeps the current default. */
  isDefault: boolean | undefined;
}

export function validateAddressForm(input: AddressFormInput): FormValidation<AddressDetails> {
  const problems: FieldProblems = {};
  const value: AddressDetails = {
    alias: optionalText(problems, 'alias', input.alias, ADDRESS_LIMITS.aliasMax),
    firstname: requiredText(problems, 'firstname', input.firstname, CONTACT_LIMITS.nameMax),
    lastname: requiredText(problems, 'lastname', input.lastname, CONTACT_LIMITS.nameMax),
    telephone: requiredPhone(problems, 'telephone', input.telephone),
    address1: requiredText(problems, 'address_1', input.address_1, ADDRESS_LIMITS.lineMax),
    address2: optionalText(problems, 'address_2', input.address_2, ADDRESS_LIMITS.lineMax),
    placeId: input.place_id ?? 0,
    isDefault: input.is_default,
  };
  if (input.place_id === undefined) problems.place_id = CONTACT_MESSAGES.required;
  return formVerdict(problems, value);
}

/**
 * The text fields of the checkout's home delivery. Name and phone are optional there: empty
 * ones fall back to the contact step's. Where the parcel goes (a municipality, or a zone for
 * older clients) is chosen differently by the form and the API, so each checks that itself.
 */
export interface ShippingAddressInput {
  address_1?: string;
  address_2?: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
}

/** Accepted delivery texts, trimmed; '' for an optional field left empty. */
export type ShippingAddressDetails = Required<ShippingAddressInput>;

export function validateShippingAddressForm(
  input: ShippingAddressInput,
): FormValidation<ShippingAddressDetails> {
  const problems: FieldProblems = {};
  const value: ShippingAddressDetails = {
    address_1: requiredText(problems, 'address_1', input.address_1, ADDRESS_LIMITS.shippingLineMax),
    address_2: optionalText(problems, 'address_2', input.address_2, ADDRESS_LIMITS.shippingLineMax),
    firstname: optionalText(problems, 'firstname', input.firstname, CONTACT_LIMITS.nameMax),
    lastname: optionalText(problems, 'lastname', input.lastname, CONTACT_LIMITS.nameMax),
    telephone: optionalPhone(problems, 'telephone', input.telephone),
  };
  return formVerdict(problems, value);
}
