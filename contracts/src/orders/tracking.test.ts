import { parseOrderNumber, TRACKING_MESSAGES, validateTrackingForm } from './tracking.js';

describe('parseOrderNumber', () => {
  it('reads the number as a shopper may type it', () => {
    for (const typed of [
      'HN-7K3Q-X9PM-2AB4',
      'hn-7k3q-x9pm-2ab4',
      'HN7K3QX9PM2AB4',
      ' 7K3Q X9PM 2AB4 ',
      '7k3q-x9pm-2ab4',
    ]) {
      expect(parseOrderNumber(typed)).toBe('HN-7K3Q-X9PM-2AB4');
    }
  });

  it('refuses what cannot be an order number', () => {
    // The old sequential numbers, ids, letters left out of the alphabet (0, O, 1, I), short or long.
    for (const typed of [
      'HN-000123',
      '123',
      'HN-7K3Q-X9PM-2AB0',
      'HN-7K3Q-X9PM-2ABO',
      'HN-7K3Q-X9PM-2AB',
      'HN-7K3Q-X9PM-2AB4-5',
      '',
    ]) {
      expect(parseOrderNumber(typed)).toBeNull();
    }
  });
});

describe('validateTrackingForm', () => {
  it('accepts the number as stored and the e-mail in lower case', () => {
    expect(validateTrackingForm({ number: ' hn7k3qx9pm2ab4 ', email: ' Comprador@Ejemplo.HN ' })).toEqual({
      ok: true,
      value: { number: 'HN-7K3Q-X9PM-2AB4', email: 'comprador@ejemplo.hn' },
    });
  });

  it('says which field is missing or malformed, every field at once', () => {
    expect(validateTrackingForm({})).toEqual({
      ok: false,
      fields: { number: 'Campo Requerido', email: 'Campo Requerido' },
    });
    expect(validateTrackingForm({ number: '  ', email: '  ' })).toEqual({
      ok: false,
      fields: { number: 'Campo Requerido', email: 'Campo Requerido' },
    });
    expect(validateTrackingForm({ number: 'HN-000123', email: 'comprador@ejemplo' })).toEqual({
      ok: false,
      fields: {
        number: 'Escribe el número como aparece en tu pedido: HN-XXXX-XXXX-XXXX',
        email: 'Correo elentrónico invalido',
      },
    });
    expect(TRACKING_MESSAGES.numberInvalid).toBe(
      'Escribe el número como aparece en tu pedido: HN-XXXX-XXXX-XXXX',
    );
  });
});
