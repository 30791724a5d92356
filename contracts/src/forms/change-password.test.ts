import { validateChangePasswordForm } from './change-password.js';
import { fieldErrors } from './form-rules.js';

describe('validateChangePasswordForm (Mi Perfil, "Cambiar contraseña")', () => {
  it('accepts the current password and two equal new ones of 6 to 32, kept as typed', () => {
    expect(
      validateChangePasswordForm({
        currentPassword: ' Actual2026 ',
        password: 'Nueva2026',
        passwordRepeat: 'Nueva2026',
      }),
    ).toEqual({ ok: true, value: { currentPassword: ' Actual2026 ', password: 'Nueva2026' } });
    expect(
      fieldErrors(
        validateChangePasswordForm({
          currentPassword: 'c'.repeat(128),
          password: 'n'.repeat(32),
          passwordRepeat: 'n'.repeat(32),
        }),
      ),
    ).toEqual({});
  });

  it('requires every field, the current password first', () => {
    const errors = fieldErrors(validateChangePasswordForm({ currentPassword: '  ' }));
    expect(errors).toEqual({
      currentPassword: 'Este campo no puede estar vacío',
      password: 'Este campo no puede estar vacío',
      passwordRepeat: 'Este campo no puede estar vacío',
    });
    expect(Object.keys(errors)[0]).toBe('currentPassword');
  });

  it('applies the new-password rule with its words: at most 32, at least 6, equal', () => {
    expect(
      fieldErrors(
        validateChangePasswordForm({
          currentPassword: 'Actual2026',
          password: 'n'.repeat(33),
          passwordRepeat: 'n'.repeat(33),
        }),
      ),
    ).toEqual({
      password: 'Longitud de contraseña muy largo',
      passwordRepeat: 'Longitud de contraseña muy largo',
    });
    expect(
      fieldErrors(
        validateChangePasswordForm({
          currentPassword: 'Actual2026',
          password: 'abc12',
          passwordRepeat: 'abc13',
        }),
      ),
    ).toEqual({ password: 'La contraseña es muy corta', passwordRepeat: 'Las contraseñas no coiciden' });
  });

  it('refuses a current password no account can have (over 128 characters)', () => {
    expect(
      fieldErrors(
        validateChangePasswordForm({
          currentPassword: 'c'.repeat(129),
          password: 'Nueva2026',
          passwordRepeat: 'Nueva2026',
        }),
      ),
    ).toEqual({ currentPassword: 'Longitud de contraseña muy largo' });
  });
});
