import { CONTACT_MESSAGES, fieldErrors, validateAddressForm } from '@store/contracts';
import type { Address, AddressFormInput, AddressRequest, StoredUser } from '@store/contracts';
import type { PlaceFieldValues } from '@store/remote-kit';

/** The address form: texts as typed, the department and municipality as their selects hold them. */
export interface AddressFormValues extends PlaceFieldValues {
  alias: string;
  firstname: string;
  lastname: string;
  telephone: string;
  address_1: string;
  address_2: string;
}

export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

/** A new address is usually for the customer: their name and phone are filled in. */
export function newAddressValues(user: StoredUser): AddressFormValues {
  return {
    alias: '',
    firstname: user.firstname,
    lastname: user.lastname,
    telephone: user.telephone ?? '',
    department: '',
    municipality: '',
    address_1: '',
    address_2: '',
  };
}

/** A saved address back in the form. */
export function addressFormValues(address: Address): AddressFormValues {
  return {
    alias: address.alias,
    firstname: address.firstname,
    lastname: address.lastname,
    telephone: address.telephone,
    department: address.department_id === null ? '' : String(address.department_id),
    municipality: String(address.place_id),
    address_1: address.address_1,
    address_2: address.address_2,
  };
}

/** The form as the API's rule reads it: the municipality is the address's place. */
function formInput(values: Partial<AddressFormValues>): AddressFormInput {
  return {
    alias: values.alias,
    firstname: values.firstname,
    lastname: values.lastname,
    telephone: values.telephone,
    address_1: values.address_1,
    address_2: values.address_2,
    place_id: values.municipality ? Number(values.municipality) : undefined,
  };
}

const FORM_FIELDS = [
  'alias',
  'firstname',
  'lastname',
  'telephone',
  'department',
  'municipality',
  'address_1',
  'address_2',
] as const satisfies readonly (keyof AddressFormValues)[];

/** Messages the API (or its rule) gives by its field names, under this form's fields. */
export function formFieldMessages(fields: Record<string, string>): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const name of FORM_FIELDS) {
    const message = name === 'municipality' ? fields.place_id : fields[name];
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * docs/business-rules.md#form-rules: the address book's rule as the API applies it
 * (`validateAddressForm`, same words), plus the department, which the API never receives but
 * the municipality's select needs first.
 */
export function validateAddressValues(values: Partial<AddressFormValues>): AddressFormErrors {
  const errors = formFieldMessages(fieldErrors(validateAddressForm(formInput(values))));
  if (!values.department) errors.department = CONTACT_MESSAGES.required;
  return errors;
}

/**
 * The body of `POST`/`PUT` as the rule accepted it (texts trimmed). The form submits only once
 * the rule passed; anything else would be sent as typed and the API answer per field. No
 * `is_default`: an edit keeps the address's flag, and the first address becomes the default.
 */
export function addressRequest(values: AddressFormValues): AddressRequest {
  const validation = validateAddressForm(formInput(values));
  if (!validation.ok) return formInput(values);
  const { alias, firstname, lastname, telephone, address1, address2, placeId } = validation.value;
  return {
    alias,
    firstname,
    lastname,
    telephone,
    address_1: address1,
    address_2: address2,
    place_id: placeId,
  };
}
