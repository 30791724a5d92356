import { randomBytes } from 'node:crypto';

/**
 * The order number a shopper sees, quotes and types under 'Mi Pedido', e.g. 'HN-7K3Q-X9PM-2AB4'.
 *
 * It used to be the row id ('HN-000123'): with an e-mail, anyone could walk the sequence and
 * read other people's orders through tracking (issue 10, defect 9). Now it is random and says
 * nothing about the id, which stays the internal key: 12 characters of a 32-letter alphabet
 * (60 bits) without 0/O and 1/I, so it can be read out and typed without mix-ups, in groups of
 * four. The spec does not fix a format (docs examples only), so the 'HN-' prefix is kept.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;

/** Groups 12 alphabet characters as 'HN-XXXX-XXXX-XXXX'. */
function format(characters: string): string {
  const groups: string[] = [];
  for (let start = 0; start < LENGTH; start += GROUP_LENGTH)
    groups.push(characters.slice(start, start + GROUP_LENGTH));
  return `HN-${groups.join('-')}`;
}

/**
 * A new random order number. Each byte of the CSPRNG gives one character: 256 is a multiple
 * of 32, so taking the low five bits keeps every character equally likely.
 */
export function newOrderNumber(): string {
  const bytes = randomBytes(LENGTH);
  let characters = '';
  for (const byte of bytes) characters += ORDER_NUMBER_ALPHABET.charAt(byte % ORDER_NUMBER_ALPHABET.length);
  return format(characters);
}

const TYPED = new RegExp(`^(?:HN)?([${ORDER_NUMBER_ALPHABET}]{${String(LENGTH)}})$`);

/**
 * The number as stored, from what a shopper typed: any letter case, with or without 'HN', the
 * dashes or spaces. Null when it cannot be an order number (e.g. the old 'HN-000123'), so the
 * lookup can answer without touching the database.
 */
export function parseOrderNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  const characters = TYPED.exec(compact)?.[1];
  return characters ? format(characters) : null;
}
