import {
  CUSTOM_FIELD_MAX,
  CUSTOM_FIELD_MIN,
  NAME_MAX,
  REQUIRED,
  TEXT_TOO_LONG,
  TEXT_TOO_SHORT,
  requiredEmail,
  requiredPhone,
  requiredText,
  text,
  type Problems,
} from './form-rules.js';

/** Body of POST /customers/save-customer/{id} (the portal's contact/customer form). */
export interface CustomerFormBody {
  firstname?: string;
  lastname?: string;
  email?: string;
  telephone?: string;
  fax?: string;
  custom_field?: string;
}

export interface CustomerForm {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  fax: string;
  customField: string;
}

export type CustomerFormValidation = { ok: true; value: CustomerForm } | { ok: false; fields: Problems };

/** Spec section 5 "Contact/customer form": every field is required. */
export function validateCustomerForm(body: CustomerFormBody): CustomerFormValidation {
  const problems: Problems = {};
  const customField = text(body.custom_field);
  if (customField === '') problems.custom_field = REQUIRED;
  else if (customField.length > CUSTOM_FIELD_MAX) problems.custom_field = TEXT_TOO_LONG;
  else if (customField.length < CUSTOM_FIELD_MIN) problems.custom_field = TEXT_TOO_SHORT;

  const value: CustomerForm = {
    firstname: requiredText(problems, 'firstname', body.firstname, NAME_MAX),
    lastname: requiredText(problems, 'lastname', body.lastname, NAME_MAX),
    email: requiredEmail(problems, 'email', body.email),
    telephone: requiredPhone(problems, 'telephone', body.telephone),
    fax: requiredPhone(problems, 'fax', body.fax),
    customField,
  };
  return Object.keys(problems).length > 0 ? { ok: false, fields: problems } : { ok: true, value };
}
