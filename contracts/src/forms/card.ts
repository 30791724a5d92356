/**
 * The card of the billing step (docs/business-rules.md#checkout, api/docs/orders.md "Card
 * payment"): one rule for the browser's 'F. Pago' form and for `PUT /orders/{id}/billing`, so
 * both refuse the same card with the same Spanish words.
 */
import { formVerdict, type FieldProblems, type FormValidation } from './form-rules.js';

export const CARD_MESSAGES = {
  number: 'Número de tarjeta inválido',
  expiry: 'Fecha de vencimiento inválida',
  cvc: 'CVC inválido',
  name: 'Ingresa el nombre como aparece en la tarjeta',
} as const;

/** The card fields as the billing body names them (`order_payment`). */
export interface CardFields {
  card_number: string;
  card_name: string;
  expiry: string;
  cvc: string;
}

/** Spaces and dashes are how people type card numbers; only digits count. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every Visa / Mastercard number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' (also 'MM/YYYY' and 'MMYY'); valid through the last day of that month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function expiryInFuture(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  // First instant of the following month, UTC: the card works through its whole month.
  return Date.UTC(expiry.year, expiry.month, 1) > now.getTime();
}

export const validCvc = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

/** The brands whose drawn logos the store shows (the footer's). */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

/**
 * The brand by the number's first digits (IIN ranges), as soon as they tell it; null while
 * unknown. Only a hint for the shopper: the gateway decides what it accepts.
 */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  return null;
}

/** One message per bad field, keyed as in the body (`order_payment.card_number`...) or bare. */
export function cardProblems(card: CardFields, prefix = '', now: Date = new Date()): FieldProblems {
  const fields: FieldProblems = {};
  if (!passesLuhn(cardDigits(card.card_number))) fields[`${prefix}card_number`] = CARD_MESSAGES.number;
  if (card.card_name.trim() === '') fields[`${prefix}card_name`] = CARD_MESSAGES.name;
  if (!expiryInFuture(card.expiry, now)) fields[`${prefix}expiry`] = CARD_MESSAGES.expiry;
  if (!validCvc(card.cvc)) fields[`${prefix}cvc`] = CARD_MESSAGES.cvc;
  return fields;
}

/** The form's verdict: the card with the number's digits only and the texts trimmed. */
export function validateCardForm(card: CardFields, now: Date = new Date()): FormValidation<CardFields> {
  return formVerdict(cardProblems(card, '', now), {
    card_number: cardDigits(card.card_number),
    card_name: card.card_name.trim(),
    expiry: card.expiry.trim(),
    cvc: card.cvc.trim(),
  });
}
