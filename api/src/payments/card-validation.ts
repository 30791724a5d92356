import type { PaymentCard } from '@store/contracts';

/** Card checks done before the browser is sent to the gateway (spec: order_payment). */
export const CARD_MESSAGES = {
  number: 'Número de tarjeta inválido',
  expiry: 'Fecha de vencimiento inválida',
  cvc: 'CVC inválido',
  name: 'Ingresa el nombre como aparece en la tarjeta',
} as const;

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

/** One message per bad field, keyed as in the body (order_payment.card_number...). */
export function validateCard(card: PaymentCard, prefix = 'order_payment.'): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!passesLuhn(cardDigits(card.card_number))) fields[`${prefix}card_number`] = CARD_MESSAGES.number;
  if (card.card_name.trim() === '') fields[`${prefix}card_name`] = CARD_MESSAGES.name;
  if (!expiryInFuture(card.expiry)) fields[`${prefix}expiry`] = CARD_MESSAGES.expiry;
  if (!validCvc(card.cvc)) fields[`${prefix}cvc`] = CARD_MESSAGES.cvc;
  return fields;
}
