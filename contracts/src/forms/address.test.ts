import { fieldErrors } from './form-rules.js';
import { validateAddressForm, validateShippingAddressForm, type AddressFormInput } from './address.js';

const address = {
  alias: ' Casa ',
  firstname: 'Karla',
  lastname: 'Zelaya',
  telephone: '9988-7766',
  address_1: 'Colonia Palmira, casa 1520',
  address_2: '',
  place_id: 129,
} satisfies AddressFormInput;

describe('validateAddressForm (address book)', () => {
  it('accepts an address and keeps is_default unset when not sent', () => {
    expect(validateAddressForm(address)).toEqual({
      ok: true,
      value: {
        alias: 'Casa',
        firstname: 'Karla',
        lastname: 'Zelaya',
        telephone: '9988-7766',
        address1: 'Colonia Palmira, casa 1520',
        address2: '',
        placeId: 129,
        isDefault: undefined,
      },
    });
  });

  it('allows 255 characters per line', () => {
    expect(fieldErrors(validateAddressForm({ ...address, address_1: 'x'.repeat(255) }))).toEqual({});
  });
});

describe('validateShippingAddressForm (the checkout\'s "Envío")', () => {
  it('requires the first line; the reference, names and phone are optional', () => {
    expect(validateShippingAddressForm({ address_1: ' Calle 1 ' })).toEqual({
      ok: true,
      value: { address_1: 'Calle 1', address_2: '', firstname: '', lastname: '', telephone: '' },
    });
    expect(fieldErrors(validateShippingAddressForm({}))).toEqual({ address_1: 'Requerido' });
  });

  it('allows 200 characters per line, names of 32 and a valid phone', () => {
    expect(
      fieldErrors(
        validateShippingAddressForm({
          address_1: 'a'.repeat(201),
          address_2: 'b'.repeat(200),
          firstname: 'c'.repeat(33),
          telephone: '12',
        }),
      ),
    ).toEqual({
      address_1: 'Longitud de texto muy largo',
      firstname: 'Longitud de texto muy largo',
      telephone: 'Teléfono inválido',
    });
  });
});
