import { fieldErrors } from './form-rules.js';
import { validateNewPasswordForm } from './new-password.js';

describe('validateNewPasswordForm (docs/business-rules.md#form-rules, "New password")', () => {
  it('accepts two equal passwords of 6 to 32 characters, kept as typed', () => {
    expect(validateNewPasswordForm({ password: 'Valida123', passwordRepeat: 'Valida123' })).toEqual({
      ok: true,
      value: { password: 'Valida123' },
    });
    expect(
      fieldErrors(validateNewPasswordForm({ password: 'a'.repeat(32), passwordRepeat: 'a'.repeat(32) })),
    ).toEqual({});
  });

  it('checks both fields at once, the repeat against the password', () => {
    expect(fieldErrors(validateNewPasswordForm({ password: '   ', passwordRepeat: 'x'.repeat(33) }))).toEqual(
      {
        password: 'Este campo no puede estar vacío',
        passwordRepeat: 'Longitud de contraseña muy largo',
      },
    );
    expect(fieldErrors(validateNewPasswordForm({ password: 'abc12', passwordRepeat: 'abc13' }))).toEqual({
      password: 'La contraseña es muy corta',
      passwordRepeat: 'Las contraseñas no coiciden',
    });
  });
});
