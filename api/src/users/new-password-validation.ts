/** The "New password form" rules of spec section 5 (save-new-password), with its exact words. */
export const EMPTY_FIELD = 'Este campo no puede estar vacío';
export const PASSWORD_TOO_LONG = 'Longitud de contraseña muy largo';
export const PASSWORD_TOO_SHORT = 'La contraseña es muy corta';
export const PASSWORDS_DIFFER = 'Las contraseñas no coiciden';

export const NEW_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MAX = 32;

export interface NewPasswordBody {
  token?: string;
  password?: string;
  passwordRepeat?: string;
}

/** One Spanish message per invalid field, or null when both fields are acceptable. */
export function validateNewPassword(body: NewPasswordBody): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const password = body.password ?? '';
  const repeat = body.passwordRepeat ?? '';

  if (password.trim() === '') fields.password = EMPTY_FIELD;
  else if (password.length > NEW_PASSWORD_MAX) fields.password = PASSWORD_TOO_LONG;
  else if (password.length < NEW_PASSWORD_MIN) fields.password = PASSWORD_TOO_SHORT;

  if (repeat.trim() === '') fields.passwordRepeat = EMPTY_FIELD;
  else if (repeat.length > NEW_PASSWORD_MAX) fields.passwordRepeat = PASSWORD_TOO_LONG;
  else if (repeat !== password) fields.passwordRepeat = PASSWORDS_DIFFER;

  return Object.keys(fields).length > 0 ? fields : null;
}
