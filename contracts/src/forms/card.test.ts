import { CARD_MESSAGES, cardBrand, cardProblems, validateCardForm } from './card.js';

const NOW = new Date('2026-02-14T16:00:00Z');
const GOOD = { card_number: '4111 1111 1111 1111', card_name: 'CARLOS REYES', expiry: '12/30', cvc: '123' };

describe('card rule (browser and API)', () => {
  it('accepts a Luhn-valid number, a name, a future MM/AA and a 3-4 digit CVC', () => {
    expect(validateCardForm(GOOD, NOW)).toEqual({
      ok: true,
      value: { card_number: '4111111111111111', card_name: 'CARLOS REYES', expiry: '12/30', cvc: '123' },
    });
  });

  it('refuses each bad field with its Spanish message', () => {
    expect(
      validateCardForm(
        { card_number: '4111 1111 1111 1112', card_name: '  ', expiry: '01/26', cvc: '12' },
        NOW,
      ),
    ).toEqual({
      ok: false,
      fields: {
        card_number: CARD_MESSAGES.number,
        card_name: CARD_MESSAGES.name,
        expiry: CARD_MESSAGES.expiry,
        cvc: CARD_MESSAGES.cvc,
      },
    });
    // The card works through its whole expiry month.
    expect(validateCardForm({ ...GOOD, expiry: '02/26' }, NOW).ok).toBe(true);
    expect(validateCardForm({ ...GOOD, expiry: '13/30' }, NOW).ok).toBe(false);
  });

  it('keys the problems as the billing body names them when asked', () => {
    expect(cardProblems({ ...GOOD, cvc: '12345' }, 'order_payment.', NOW)).toEqual({
      'order_payment.cvc': 'CVC inválido',
    });
  });

  it('tells the brand from the first digits', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('2221 00')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
});
