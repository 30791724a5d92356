import { fieldErrors } from './form-rules.js';
import { CONTACT_FIELDS, hasContact, isPhone, validateContactForm, type ContactDetails } from './contact.js';

const valid: ContactDetails = {
  custom_field: '0801-1990-54321',
  firstname: 'Carlos',
  lastname: 'Reyes',
  email: 'comprador@ejemplo.hn',
  telephone: '9988-7766',
  fax: '2233-4455',
};

describe('validateContactForm (docs/business-rules.md#form-rules, "Contact / customer")', () => {
  it('accepts a complete contact, trimmed and with the e-mail in lower case', () => {
    expect(validateContactForm({ ...valid, firstname: ' Carlos ', email: ' Comprador@Ejemplo.HN ' })).toEqual(
      {
        ok: true,
        value: valid,
      },
    );
  });

  it('requires every field at once with the message Requerido', () => {
    const required = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 'Requerido']));
    expect(validateContactForm({})).toEqual({ ok: false, fields: required });
    // The identity is reported first, so the API's `message` is the form's first problem.
    expect(Object.keys(fieldErrors(validateContactForm({})))[0]).toBe('custom_field');
  });

  it('keeps the identity between 15 and 32 characters and names to 32', () => {
    const errors = (change: Partial<ContactDetails>) =>
      fieldErrors(validateContactForm({ ...valid, ...change }));
    expect(errors({ custom_field: 'x'.repeat(15) })).toEqual({});
    expect(errors({ custom_field: 'x'.repeat(32) })).toEqual({});
    expect(errors({ custom_field: 'x'.repeat(14) })).toEqual({ custom_field: 'Longitud de texto muy corto' });
    expect(errors({ custom_field: 'x'.repeat(33) })).toEqual({ custom_field: 'Longitud de texto muy largo' });
    expect(errors({ firstname: 'a'.repeat(32) })).toEqual({});
    expect(errors({ lastname: 'a'.repeat(33) })).toEqual({ lastname: 'Longitud de texto muy largo' });
  });

  it('checks the e-mail length (96) before its pattern', () => {
    const local = 'a'.repeat(96 - '@ejemplo.hn'.length);
    expect(fieldErrors(validateContactForm({ ...valid, email: `${local}@ejemplo.hn` }))).toEqual({});
    expect(fieldErrors(validateContactForm({ ...valid, email: `a${local}@ejemplo.hn` }))).toEqual({
      email: 'Longitud de texto muy largo',
    });
  });

  it('tells whether a body carries a contact at all', () => {
    expect(hasContact({})).toBe(false);
    expect(hasContact({ fax: '' })).toBe(true);
  });
});

describe('isPhone', () => {
  it.each([
    ['99887766', true],
    ['9988-7766', true],
    ['99-88-77-66', true],
    ['+504 9988-7766', true],
    ['(504) 2233.4455', true],
    ['9988-776', false],
    ['9988-77ab', false],
    ['1234567890123456', false],
    [`${'1'.repeat(8)}${' '.repeat(13)}`, false],
  ])('%j → %s', (phone, expected) => {
    expect(isPhone(phone)).toBe(expected);
  });
});
