/** Validation messages of spec section 5, word for word. */
export const VALIDATION_MESSAGES = {
  signupModal: {
    invalidEmail: 'Correo Inválido',
    required: 'Campo Requerido',
    emailTooLong: 'Email debe ser menos de 60 caracteres',
    emailUiHint: 'Ingresa un correo válido',
    passwordTooShort: 'La contraseña es muy corta',
    passwordRequired: 'This field is required',
    privacyPolicy: 'Debes aceptar las políticas de privacidad',
    passwordsDiffer: 'Las contraseñas no concuerdan',
    invalidIdentity: 'Favor ingresar una identidad válida',
  },
  accountForm: {
    passwordTooLong: 'Longitud de contraseña muy largo',
    emptyField: 'Este campo no puede estar vacío',
    passwordsDiffer: 'Las contraseñas no coiciden',
    invalidIdentity: 'Identidad no valida',
  },
  contactForm: {
    required: 'Requerido',
    textTooLong: 'Longitud de texto muy largo',
    textTooShort: 'Longitud de texto muy corto',
    invalidEmail: 'Correo elentrónico invalido',
    invalidPhone: 'Teléfono inválido',
  },
  review: {
    commentTooShort: 'Describa su comentario con una o mas palabras',
    commentRequired: 'Este Campo no puede estar vacío',
    stars: 'Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción',
  },
  coupon: {
    notFound: 'Cupón no encontrado',
    fetchFailed: 'Problemas al recuperar el cupón',
    expired: 'Cupón vencido',
    exhausted: 'Coupón agotado',
  },
} as const;

/** Field limits of spec section 9. */
export const FIELD_LIMITS = {
  modalEmailMax: 60,
  contactEmailMax: 96,
  nameMax: 32,
  passwordMinModal: 6,
  passwordMax: 32,
  identityMin: 15,
  identityMax: 32,
  phoneMinDigits: 8,
  reviewCommentMin: 4,
  starsMin: 1,
  starsMax: 5,
} as const;

/** Honduran identity number written 4-4-5, e.g. 0801-1990-12345. */
export const IDENTITY_PATTERN = /^\d{4}-\d{4}-\d{5}$/;
export const IDENTITY_MASK_PLACEHOLDER = '#### #### #####';
