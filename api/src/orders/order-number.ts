import { randomBytes } from 'node:crypto';
import { formatOrderNumber, ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH } from '@store/contracts';

/**
 * The order number a shopper sees, quotes and types under 'Mi Pedido', e.g. 'HN-7K3Q-X9PM-2AB4'.
 *
 * It used to be the row id ('HN-000123'): with an e-mail, anyone could walk the sequence and
 * read other people's orders through tracking (issue 10, defect 9). Now it is random and says
 * nothing about the id, which stays the internal key: 12 characters of a 32-letter alphabet
 * (60 bits) without 0/O and 1/I, so it can be read out and typed without mix-ups, in groups of
 * four. The spec does not fix a format (docs examples only), so the 'HN-' prefix is kept.
 * The alphabet, the format and reading a typed number are the contract's (contracts/src/orders/
 * tracking.ts), shared with the 'Mi Pedido' form.
 *
 * A new random order number: each byte of the CSPRNG gives one character: 256 is a multiple
 * of 32, so taking the low five bits keeps every character equally likely.
 */
export function newOrderNumber(): string {
  const bytes = randomBytes(ORDER_NUMBER_LENGTH);
  let characters = '';
  for (const byte of bytes) characters += ORDER_NUMBER_ALPHABET.charAt(byte % ORDER_NUMBER_ALPHABET.length);
  return formatOrderNumber(characters);
}
