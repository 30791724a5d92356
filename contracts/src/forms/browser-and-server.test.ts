/**
 * The API's tests send these bad inputs to its routes and expect these messages (api/test:
 * customers, orders, users, account-password-reset, reviews, services, coupons). The same rules
 * run in the browser's forms, so here each input goes through the rule itself and must get the
 * very same words: a form can never say something the server would not, or the other way round.
 */
import { validateAddressForm, type AddressFormInput } from './address.js';
import { requiredEmail, requiredPhone, validateContactForm, type ContactDetails } from './contact.js';
import { couponRejection, COUPON_MESSAGES } from './coupon.js';
import { FIELD_REQUIRED_MESSAGE, fieldErrors, type FieldProblems } from './form-rules.js';
import { validateNewPasswordForm } from './new-password.js';
import { validateReviewForm, type ReviewFormInput } from './review.js';
import { validateSignupForm, type SignupFormInput } from './signup.js';

/** The API's answer to a refused form: the first field's message and every field's. */
function apiAnswer(fields: FieldProblems) {
  return { message: Object.values(fields)[0], fields };
}

describe('contact/customer form (customers.test.ts save-customer, orders.test.ts contact)', () => {
  const customer: ContactDetails = {
    firstname: 'Karla María',
    lastname: 'Zelaya Ponce',
    email: 'karla.nueva@ejemplo.hn',
    telephone: '9988-7766',
    fax: '2232-1100',
    custom_field: '0501-1991-20001',
  };
  const orderContact: ContactDetails = {
    email: 'comprador@ejemplo.hn',
    firstname: 'Carlos',
    lastname: 'Reyes',
    telephone: '9988-7766',
    fax: '2233-4455',
    custom_field: '0801-1990-54321',
  };

  it.each([
    [{ custom_field: undefined }, 'custom_field', 'Requerido'],
    [{ custom_field: '0501-1991-20001-0000-0000-0000000' }, 'custom_field', 'Longitud de texto muy largo'],
    [{ custom_field: '0501-1991-2000' }, 'custom_field', 'Longitud de texto muy corto'],
    [{ firstname: '' }, 'firstname', 'Requerido'],
    [{ firstname: 'K'.repeat(33) }, 'firstname', 'Longitud de texto muy largo'],
    [{ lastname: '   ' }, 'lastname', 'Requerido'],
    [{ lastname: 'Z'.repeat(33) }, 'lastname', 'Longitud de texto muy largo'],
    [{ email: undefined }, 'email', 'Requerido'],
    [{ email: `${'k'.repeat(90)}@ejemplo.hn` }, 'email', 'Longitud de texto muy largo'],
    [{ email: 'karla@ejemplo' }, 'email', 'Correo elentrónico invalido'],
    [{ telephone: '' }, 'telephone', 'Requerido'],
    [{ telephone: '9988-776' }, 'telephone', 'Teléfono inválido'],
    [{ telephone: 'abcd-efgh' }, 'telephone', 'Teléfono inválido'],
    [{ fax: undefined }, 'fax', 'Requerido'],
    [{ fax: '2232-11' }, 'fax', 'Teléfono inválido'],
  ])('save-customer %j → %s: %s', (change, field, message) => {
    expect(apiAnswer(fieldErrors(validateContactForm({ ...customer, ...change })))).toEqual({
      message,
      fields: { [field]: message },
    });
  });

  it.each([
    ['custom_field', '', 'Requerido'],
    ['custom_field', '0801-1990', 'Longitud de texto muy corto'],
    ['custom_field', '0'.repeat(33), 'Longitud de texto muy largo'],
    ['firstname', '', 'Requerido'],
    ['firstname', 'a'.repeat(33), 'Longitud de texto muy largo'],
    ['lastname', '  ', 'Requerido'],
    ['lastname', 'b'.repeat(33), 'Longitud de texto muy largo'],
    ['email', '', 'Requerido'],
    ['email', 'no-es-correo', 'Correo elentrónico invalido'],
    ['email', `${'a'.repeat(90)}@ejemplo.hn`, 'Longitud de texto muy largo'],
    ['telephone', '', 'Requerido'],
    ['telephone', '9988-776', 'Teléfono inválido'],
    ['fax', '', 'Requerido'],
    ['fax', 'dos-dos-tres', 'Teléfono inválido'],
  ])('order contact %s=%j → %s', (field, value, message) => {
    expect(apiAnswer(fieldErrors(validateContactForm({ ...orderContact, [field]: value })))).toEqual({
      message,
      fields: { [field]: message },
    });
  });

  it('an order updated with an empty body: every field Requerido', () => {
    expect(fieldErrors(validateContactForm({}))).toEqual({
      custom_field: 'Requerido',
      firstname: 'Requerido',
      lastname: 'Requerido',
      email: 'Requerido',
      telephone: 'Requerido',
      fax: 'Requerido',
    });
  });
});

describe('address book (customers.test.ts addresses)', () => {
  const address: AddressFormInput = {
    alias: 'Casa',
    firstname: 'Karla',
    lastname: 'Zelaya',
    telephone: '9988-7766',
    address_1: 'Colonia Palmira, Avenida República de Chile, casa 1520',
    address_2: 'Frente a la farmacia',
    place_id: 129,
  };

  it.each([
    [{ firstname: '' }, 'firstname', 'Requerido'],
    [{ firstname: 'K'.repeat(33) }, 'firstname', 'Longitud de texto muy largo'],
    [{ lastname: undefined }, 'lastname', 'Requerido'],
    [{ lastname: 'Z'.repeat(33) }, 'lastname', 'Longitud de texto muy largo'],
    [{ telephone: '9988-77' }, 'telephone', 'Teléfono inválido'],
    [{ telephone: undefined }, 'telephone', 'Requerido'],
    [{ address_1: ' ' }, 'address_1', 'Requerido'],
    [{ address_1: 'x'.repeat(256) }, 'address_1', 'Longitud de texto muy largo'],
    [{ address_2: 'x'.repeat(256) }, 'address_2', 'Longitud de texto muy largo'],
    [{ alias: 'x'.repeat(33) }, 'alias', 'Longitud de texto muy largo'],
    [{ place_id: undefined }, 'place_id', 'Requerido'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(apiAnswer(fieldErrors(validateAddressForm({ ...address, ...change })))).toEqual({
      message,
      fields: { [field]: message },
    });
  });
});

describe('sign-up (users.test.ts)', () => {
  const signup: SignupFormInput = {
    firstname: 'Carlos',
    lastname: 'Reyes',
    username: 'nuevo@ejemplo.hn',
    password: 'secreto123',
    passwordRepeat: 'secreto123',
    custom_field: '0801-1995-01234',
    accepted_result: true,
  };

  it.each([
    [{ username: 'no-es-correo' }, 'username', 'Correo Inválido'],
    [{ username: '' }, 'username', 'Campo Requerido'],
    [{ username: `${'a'.repeat(55)}@ejemplo.hn` }, 'username', 'Email debe ser menos de 60 caracteres'],
    [{ password: '123', passwordRepeat: '123' }, 'password', 'La contraseña es muy corta'],
    [{ passwordRepeat: 'otra-cosa' }, 'passwordRepeat', 'Las contraseñas no concuerdan'],
    [{ custom_field: '0801199501234' }, 'custom_field', 'Favor ingresar una identidad válida'],
    [{ accepted_result: false }, 'accepted_result', 'Debes aceptar las políticas de privacidad'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(apiAnswer(fieldErrors(validateSignupForm({ ...signup, ...change })))).toEqual({
      message,
      fields: { [field]: message },
    });
  });

  it('an empty form: every field at once, with the words the modal shows', () => {
    expect(apiAnswer(fieldErrors(validateSignupForm({})))).toEqual({
      message: 'Campo Requerido',
      fields: {
        firstname: 'Campo Requerido',
        lastname: 'Campo Requerido',
        username: 'Campo Requerido',
        password: 'This field is required',
        custom_field: 'Favor ingresar una identidad válida',
        accepted_result: 'Debes aceptar las políticas de privacidad',
      },
    });
  });
});

describe('new password (account-password-reset.test.ts)', () => {
  it.each([
    [
      { password: '', passwordRepeat: '' },
      { password: 'Este campo no puede estar vacío', passwordRepeat: 'Este campo no puede estar vacío' },
    ],
    [
      { password: 'a'.repeat(33), passwordRepeat: 'a'.repeat(33) },
      { password: 'Longitud de contraseña muy largo', passwordRepeat: 'Longitud de contraseña muy largo' },
    ],
    [{ password: 'abc12', passwordRepeat: 'abc12' }, { password: 'La contraseña es muy corta' }],
    [
      { password: 'Valida123', passwordRepeat: 'Valida124' },
      { passwordRepeat: 'Las contraseñas no coiciden' },
    ],
    [{}, { password: 'Este campo no puede estar vacío', passwordRepeat: 'Este campo no puede estar vacío' }],
  ])('%j → %j', (input, fields) => {
    expect(apiAnswer(fieldErrors(validateNewPasswordForm(input)))).toEqual(apiAnswer(fields));
  });
});

describe('review (reviews.test.ts)', () => {
  const STARS = 'Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción';

  it.each([
    [{}, 'Este Campo no puede estar vacío'],
    [{ user_comment: '' }, 'Este Campo no puede estar vacío'],
    [{ user_comment: '    ' }, 'Este Campo no puede estar vacío'],
    [{ user_comment: null }, 'Este Campo no puede estar vacío'],
    [{ user_comment: ' abc ' }, 'Describa su comentario con una o mas palabras'],
    [{ user_comment: 'x'.repeat(2001) }, 'El comentario debe tener como máximo 2000 caracteres'],
  ])('comment %j → %s', (change: ReviewFormInput, message) => {
    expect(apiAnswer(fieldErrors(validateReviewForm({ assigned_stars: 4, ...change })))).toEqual({
      message,
      fields: { user_comment: message },
    });
  });

  it.each([
    [{}],
    [{ assigned_stars: null }],
    [{ assigned_stars: 0 }],
    [{ assigned_stars: 6 }],
    [{ assigned_stars: 4.5 }],
    [{ assigned_stars: 'cinco' }],
    [{ assigned_stars: true }],
  ])('stars %j', (change: ReviewFormInput) => {
    expect(
      apiAnswer(fieldErrors(validateReviewForm({ user_comment: 'Muy buena compra', ...change }))),
    ).toEqual({
      message: STARS,
      fields: { assigned_stars: STARS },
    });
  });

  it('both fields at once', () => {
    expect(fieldErrors(validateReviewForm({}))).toEqual({
      user_comment: 'Este Campo no puede estar vacío',
      assigned_stars: STARS,
    });
  });
});

describe("the /services forms' e-mail and phone (services.test.ts)", () => {
  function check(rule: typeof requiredEmail, value: string): string | undefined {
    const problems: FieldProblems = {};
    rule(problems, 'field', value, FIELD_REQUIRED_MESSAGE);
    return problems.field;
  }

  it.each([
    [requiredEmail, 'carlos@ejemplo', 'Correo elentrónico invalido'],
    [requiredEmail, `${'c'.repeat(90)}@ejemplo.hn`, 'Longitud de texto muy largo'],
    [requiredEmail, '', 'Campo Requerido'],
    [requiredPhone, '987-6543', 'Teléfono inválido'],
    [requiredPhone, '9876-54AB', 'Teléfono inválido'],
    [requiredPhone, '1234', 'Teléfono inválido'],
    [requiredPhone, ' ', 'Campo Requerido'],
  ])('%p(%j) → %s', (rule, value, message) => {
    expect(check(rule, value)).toBe(message);
  });

  it('accepts a phone written with the +504 prefix and spaces', () => {
    expect(check(requiredPhone, '+504 2231 4500')).toBeUndefined();
  });
});

describe('coupons (coupons.test.ts)', () => {
  it.each([
    [{ expire: '2024-01-01T00:00:00-06:00', remaining: 0 }, 'Cupón vencido'],
    [{ expire: '2099-01-01T00:00:00-06:00', remaining: 0 }, 'Coupón agotado'],
  ])('%j → %s', (coupon, message) => {
    const rejection = couponRejection(coupon);
    expect(rejection === null ? null : COUPON_MESSAGES[rejection]).toBe(message);
  });
});
