import { cleanContact, validateContact, validateShipping } from './checkout-validation';
import { VALID_CONTACT } from './test/order-fixtures';

describe('validateContact (docs/business-rules.md#form-rules, "Contact / customer")', () => {
  it('accepts a complete contact', () => {
    expect(validateContact(VALID_CONTACT)).toEqual({});
  });

  it('requires every field with the message Requerido', () => {
    expect(validateContact({})).toEqual({
      custom_field: 'Requerido',
      firstname: 'Requerido',
      lastname: 'Requerido',
      email: 'Requerido',
      telephone: 'Requerido',
      fax: 'Requerido',
    });
    expect(validateContact({ ...VALID_CONTACT, firstname: '   ' }).firstname).toBe('Requerido');
  });

  it('keeps the identity between 15 and 32 characters', () => {
    expect(validateContact({ ...VALID_CONTACT, custom_field: '0801-1990-5432' }).custom_field).toBe(
      'Longitud de texto muy corto',
    );
    expect(validateContact({ ...VALID_CONTACT, custom_field: 'x'.repeat(15) }).custom_field).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, custom_field: 'x'.repeat(32) }).custom_field).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, custom_field: 'x'.repeat(33) }).custom_field).toBe(
      'Longitud de texto muy largo',
    );
  });

  it('keeps first and last names to 32 characters', () => {
    expect(validateContact({ ...VALID_CONTACT, firstname: 'a'.repeat(32) }).firstname).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, firstname: 'a'.repeat(33) }).firstname).toBe(
      'Longitud de texto muy largo',
    );
    expect(validateContact({ ...VALID_CONTACT, lastname: 'a'.repeat(33) }).lastname).toBe(
      'Longitud de texto muy largo',
    );
  });

  it('checks the e-mail length (96) and pattern with the spec spelling', () => {
    const local = 'a'.repeat(96 - '@ejemplo.hn'.length);
    expect(validateContact({ ...VALID_CONTACT, email: `${local}@ejemplo.hn` }).email).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, email: `a${local}@ejemplo.hn` }).email).toBe(
      'Longitud de texto muy largo',
    );
    expect(validateContact({ ...VALID_CONTACT, email: 'comprador@ejemplo' }).email).toBe(
      'Correo elentrónico invalido',
    );
    expect(validateContact({ ...VALID_CONTACT, email: 'comprador ejemplo.hn' }).email).toBe(
      'Correo elentrónico invalido',
    );
  });

  it('wants at least 8 digits after removing dashes in both phones', () => {
    expect(validateContact({ ...VALID_CONTACT, telephone: '9988-776' }).telephone).toBe('Teléfono inválido');
    expect(validateContact({ ...VALID_CONTACT, fax: '2233-445' }).fax).toBe('Teléfono inválido');
    expect(validateContact({ ...VALID_CONTACT, telephone: '99887766' }).telephone).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, fax: '99-88-77-66' }).fax).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, telephone: '9988-77ab' }).telephone).toBe('Teléfono inválido');
  });
});

describe('phones as the API accepts them (the same rule, @store/contracts)', () => {
  it('accepts the +504 prefix, spaces and brackets, and at most 15 digits', () => {
    expect(validateContact({ ...VALID_CONTACT, telephone: '+504 9988-7766' }).telephone).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, fax: '(504) 2233.4455' }).fax).toBeUndefined();
    expect(validateContact({ ...VALID_CONTACT, telephone: '1234567890123456' }).telephone).toBe(
      'Teléfono inválido',
    );
  });
});

describe('validateShipping', () => {
  it('requires department, municipality and address; the reference is optional up to 200', () => {
    expect(validateShipping({})).toEqual({
      department: 'Requerido',
      municipality: 'Requerido',
      address_1: 'Requerido',
    });
    expect(
      validateShipping({
        department: '9',
        municipality: '129',
        address_1: 'a'.repeat(201),
        address_2: 'b'.repeat(201),
      }),
    ).toEqual({ address_1: 'Longitud de texto muy largo', address_2: 'Longitud de texto muy largo' });
    expect(validateShipping({ department: '9', municipality: '129', address_1: 'Colonia Palmira' })).toEqual(
      {},
    );
  });
});

describe('cleanContact', () => {
  it('trims every field and lower-cases the e-mail', () => {
    expect(
      cleanContact({ ...VALID_CONTACT, firstname: ' Carlos ', email: ' Comprador@Ejemplo.HN ' }),
    ).toEqual({
      ...VALID_CONTACT,
      email: 'comprador@ejemplo.hn',
    });
  });
});
