import {
  CONTACT_MESSAGES,
  NAME_MAX,
  optionalText,
  requiredPhone,
  requiredText,
  type Problems,
} from '../forms/contact-form.js';

export const ALIAS_MAX = 32;
export const ADDRESS_LINE_MAX = 255;

/** Body of POST /customers/{id}/addresses and PUT /addresses/{id}. */
export interface AddressBody {
  alias?: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
  address_1?: string;
  address_2?: string;
  place_id?: number;
  is_default?: boolean;
}

export interface AddressForm {
  alias: string;
  firstname: string;
  lastname: string;
  telephone: string;
  address1: string;
  address2: string;
  placeId: number;
  isDefault: boolean | undefined;
}

export type AddressValidation = { ok: true; value: AddressForm } | { ok: false; fields: Problems };

export function validateAddress(body: AddressBody): AddressValidation {
  const problems: Problems = {};
  const value: AddressForm = {
    alias: optionalText(problems, 'alias', body.alias, ALIAS_MAX),
    firstname: requiredText(problems, 'firstname', body.firstname, NAME_MAX),
    lastname: requiredText(problems, 'lastname', body.lastname, NAME_MAX),
    telephone: requiredPhone(problems, 'telephone', body.telephone),
    address1: requiredText(problems, 'address_1', body.address_1, ADDRESS_LINE_MAX),
    address2: optionalText(problems, 'address_2', body.address_2, ADDRESS_LINE_MAX),
    placeId: body.place_id ?? 0,
    isDefault: body.is_default,
  };
  if (body.place_id === undefined) problems.place_id = CONTACT_MESSAGES.required;
  return Object.keys(problems).length > 0 ? { ok: false, fields: problems } : { ok: true, value };
}
