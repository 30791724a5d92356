/** Sign-up rules and messages of spec section 5 (the modal's form). */
import { EMAIL_PATTERN } from '../forms/contact-form.js';

export interface SignupBody {
  firstname?: string;
  lastname?: string;
  username?: string;
  password?: string;
  passwordRepeat?: string;
  custom_field?: string;
  accepted_result?: boolean;
  /** Bot-check token for the action 'signup' (what the portal sends). */
  RecaptchaToken?: string;
  /** Alias of RecaptchaToken. */
  token?: string;
}

export const REQUIRED = 'Campo Requerido';
export const INVALID_USERNAME = 'Correo Inválido';
/** Honduran DNI: 4 digits (department + municipality), 4 (year), 5 (sequence). */
export const DNI_PATTERN = /^\d{4}-\d{4}-\d{5}$/;

/** A sign-up body that passed every rule, with its fields trimmed. */
export interface ValidSignup {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  customField: string;
}

export type SignupValidation =
  { ok: true; value: ValidSignup } | { ok: false; fields: Record<string, string> };

/** One Spanish message per invalid field, or the accepted values. */
export function validateSignup(body: SignupBody): SignupValidation {
  const fields: Record<string, string> = {};
  const username = body.username?.trim() ?? '';
  const password = body.password ?? '';
  const passwordRepeat = body.passwordRepeat ?? '';
  const customField = body.custom_field?.trim() ?? '';

  if (username === '') fields.username = REQUIRED;
  else if (username.length > 60) fields.username = 'Email debe ser menos de 60 caracteres';
  else if (!EMAIL_PATTERN.test(username)) fields.username = INVALID_USERNAME;

  if (password.trim() === '') fields.password = REQUIRED;
  else if (password.length < 6) fields.password = 'La contraseña es muy corta';
  else if (password.length > 128) fields.password = 'Longitud de contraseña muy largo';

  if (passwordRepeat.trim() === '') fields.passwordRepeat = REQUIRED;
  else if (passwordRepeat !== password) fields.passwordRepeat = 'Las contraseñas no concuerdan';

  if (customField === '') fields.custom_field = REQUIRED;
  else if (!DNI_PATTERN.test(customField)) fields.custom_field = 'Favor ingresar una identidad válida';

  if (body.accepted_result !== true) fields.accepted_result = 'Debes aceptar las políticas de privacidad';

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      firstname: body.firstname?.trim() ?? '',
      lastname: body.lastname?.trim() ?? '',
      email: username.toLowerCase(),
      password,
      customField,
    },
  };
}
