/**
 * The password rules of docs/business-rules.md#form-rules: the sign-up modal and the "New
 * password" form share the length messages; each form keeps its own words for an empty field
 * and for a repeat that differs ('no concuerdan' in the modal, 'no coiciden' in the new-password
 * form, as the spec spells them).
 */
export const PASSWORD_MESSAGES = {
  tooShort: 'La contraseña es muy corta',
  tooLong: 'Longitud de contraseña muy largo',
} as const;

/**
 * docs/business-rules.md#constants: at least 6 characters (the modal), at most 32 (the
 * new-password form).
 */
export const PASSWORD_MIN = 6;
