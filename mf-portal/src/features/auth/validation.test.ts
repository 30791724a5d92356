import { formatIdentity, validateEmailOnly, validateLogin, validateSignup } from './validation';

const valid = {
  firstname: 'Carlos',
  lastname: 'Zelaya',
  username: 'carlos@correo.hn',
  password: 'secreta1',
  passwordRepeat: 'secreta1',
  custom_field: '0801-1990-12345',
  accepted_result: true,
};

describe('signup validation', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it.each([
    [{ firstname: ' ' }, 'firstname', 'Campo Requerido'],
    [{ username: '' }, 'username', 'Campo Requerido'],
    [{ username: 'carlos.correo.hn' }, 'username', 'Correo Inválido'],
    [{ username: `${'c'.repeat(51)}@correo.hn` }, 'username', 'Email debe ser menos de 60 caracteres'],
    [{ password: '', passwordRepeat: '' }, 'password', 'This field is required'],
    [{ password: '12345', passwordRepeat: '12345' }, 'password', 'La contraseña es muy corta'],
    // The account form's limits (spec section 5), the server's too.
    [
      { password: 'a'.repeat(33), passwordRepeat: 'a'.repeat(33) },
      'password',
      'Longitud de contraseña muy largo',
    ],
    [{ lastname: 'b'.repeat(33) }, 'lastname', 'Longitud de texto muy largo'],
    [{ passwordRepeat: 'otra' }, 'passwordRepeat', 'Las contraseñas no concuerdan'],
    [{ custom_field: '0801-1990-1234' }, 'custom_field', 'Favor ingresar una identidad válida'],
    [{ accepted_result: false }, 'accepted_result', 'Debes aceptar las políticas de privacidad'],
  ])('%j → %s: %s', (overrides, key, message) => {
    expect(validateSignup({ ...valid, ...overrides })).toEqual({ [key]: message });
  });

  it('says on login and forgot password only that the e-mail is not usable', () => {
    expect(validateLogin({ username: 'carlos@correo', password: '' })).toEqual({
      username: 'Ingresa un correo válido',
      password: 'Campo Requerido',
    });
    expect(validateLogin({ username: ' carlos@correo.hn ', password: 'x' })).toEqual({});
    expect(validateEmailOnly({})).toEqual({ username: 'Ingresa un correo válido' });
  });

  it('masks identities as they are typed', () => {
    expect(formatIdentity('0801199012345')).toBe('0801-1990-12345');
    expect(formatIdentity('08011')).toBe('0801-1');
    expect(formatIdentity('0801-1990-123456789')).toBe('0801-1990-12345');
    expect(formatIdentity('')).toBe('');
  });
});
