import { fieldErrors } from './form-rules.js';
import { accountEmailProblem, validateSignupForm, type SignupFormInput } from './signup.js';

const valid = {
  firstname: 'Carlos',
  lastname: 'Zelaya',
  username: 'carlos@correo.hn',
  password: 'secreta1',
  passwordRepeat: 'secreta1',
  custom_field: '0801-1990-12345',
  accepted_result: true,
} satisfies SignupFormInput;

const errors = (change: Partial<SignupFormInput>) => fieldErrors(validateSignupForm({ ...valid, ...change }));

describe('validateSignupForm (docs/business-rules.md#form-rules, "Signup (dialog)")', () => {
  it('accepts a complete form: names and e-mail trimmed, e-mail in lower case', () => {
    expect(validateSignupForm({ ...valid, firstname: ' Carlos ', username: ' Carlos@Correo.HN ' })).toEqual({
      ok: true,
      value: {
        firstname: 'Carlos',
        lastname: 'Zelaya',
        email: 'carlos@correo.hn',
        password: 'secreta1',
        customField: '0801-1990-12345',
      },
    });
  });

  it('keeps the password as typed: surrounding blanks count when comparing the repeat', () => {
    expect(errors({ password: ' secreta1' })).toEqual({ passwordRepeat: 'Las contraseñas no concuerdan' });
  });

  it.each([
    [{ firstname: ' ' }, 'firstname', 'Campo Requerido'],
    [{ lastname: '' }, 'lastname', 'Campo Requerido'],
    [{ username: '' }, 'username', 'Campo Requerido'],
    [{ username: 'carlos.correo.hn' }, 'username', 'Correo Inválido'],
    [{ username: `${'c'.repeat(51)}@correo.hn` }, 'username', 'Email debe ser menos de 60 caracteres'],
    [{ password: '', passwordRepeat: '' }, 'password', 'This field is required'],
    [{ password: '      ', passwordRepeat: '      ' }, 'password', 'This field is required'],
    [{ password: '12345', passwordRepeat: '12345' }, 'password', 'La contraseña es muy corta'],
    [
      { password: 'a'.repeat(33), passwordRepeat: 'a'.repeat(33) },
      'password',
      'Longitud de contraseña muy largo',
    ],
    [{ firstname: 'a'.repeat(33) }, 'firstname', 'Longitud de texto muy largo'],
    [{ lastname: 'b'.repeat(33) }, 'lastname', 'Longitud de texto muy largo'],
    [{ passwordRepeat: 'otra' }, 'passwordRepeat', 'Las contraseñas no concuerdan'],
    [{ passwordRepeat: '' }, 'passwordRepeat', 'Las contraseñas no concuerdan'],
    [{ custom_field: '0801-1990-1234' }, 'custom_field', 'Favor ingresar una identidad válida'],
    [{ custom_field: '' }, 'custom_field', 'Favor ingresar una identidad válida'],
    [{ accepted_result: false }, 'accepted_result', 'Debes aceptar las políticas de privacidad'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(errors(change)).toEqual({ [field]: message });
  });

  it('accepts a password of exactly 6 and of exactly 32 characters, and names of 32', () => {
    expect(errors({ password: '123456', passwordRepeat: '123456' })).toEqual({});
    expect(errors({ password: 'a'.repeat(32), passwordRepeat: 'a'.repeat(32) })).toEqual({});
    expect(errors({ firstname: 'a'.repeat(32), lastname: 'b'.repeat(32) })).toEqual({});
  });
});

describe('accountEmailProblem (login and forgot password show the hint instead)', () => {
  it('gives the detail, or undefined for a usable e-mail', () => {
    expect(accountEmailProblem(' carlos@correo.hn ')).toBeUndefined();
    expect(accountEmailProblem(undefined)).toBe('Campo Requerido');
    expect(accountEmailProblem('carlos@correo')).toBe('Correo Inválido');
  });
});
