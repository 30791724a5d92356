/** Sign-up rules and messages of spec section 5 (the modal's form). */
export interface SignupBody {
  firstname?: string;
  lastname?: string;
  username?: string;
  password?: string;
  passwordRepeat?: string;
  custom_field?: string;
  accepted_result?: boolean;
  token?: string;
}

export const REQUIRED = 'Campo Requerido';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Honduran DNI: 4 digits (department + municipality), 4 (year), 5 (sequence). */
export const DNI_PATTERN = /^\d{4}-\d{4}-\d{5}$/;

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** Returns one Spanish message per invalid field; empty when the body is acceptable. */
export function validateSignup(body: SignupBody): Record<string, string> {
  const fields: Record<string, string> = {};
  const username = body.username?.trim();

  if (blank(username)) fields.username = REQUIRED;
  else if (username!.length > 60) fields.username = 'Email debe ser menos de 60 caracteres';
  else if (!EMAIL_PATTERN.test(username!)) fields.username = 'Correo Inválido';

  if (blank(body.password)) fields.password = REQUIRED;
  else if (body.password!.length < 6) fields.password = 'La contraseña es muy corta';
  else if (body.password!.length > 128) fields.password = 'Longitud de contraseña muy largo';

  if (blank(body.passwordRepeat)) fields.passwordRepeat = REQUIRED;
  else if (body.passwordRepeat !== body.password) fields.passwordRepeat = 'Las contraseñas no concuerdan';

  if (blank(body.custom_field)) fields.custom_field = REQUIRED;
  else if (!DNI_PATTERN.test(body.custom_field!.trim())) fields.custom_field = 'Favor ingresar una identidad válida';

  if (body.accepted_result !== true) fields.accepted_result = 'Debes aceptar las políticas de privacidad';

  return fields;
}
