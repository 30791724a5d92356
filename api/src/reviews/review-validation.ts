/** Review rules and messages of spec section 5. */
import { characterCount } from '../services/characters.js';

export const COMMENT_REQUIRED = 'Este Campo no puede estar vacío';
export const COMMENT_TOO_SHORT = 'Describa su comentario con una o mas palabras';
export const STARS_INVALID = 'Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción';
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_TOO_LONG = `El comentario debe tener como máximo ${COMMENT_MAX_LENGTH} caracteres`;
const COMMENT_MIN_LENGTH = 4;

export interface ReviewInput {
  user_comment?: unknown;
  assigned_stars?: unknown;
}

export type ReviewValidation =
  { ok: true; comment: string; stars: number } | { ok: false; fields: Record<string, string> };

/** Whole stars 1 to 5, as a number or a numeric string ("4"); anything else is refused. */
function parseStars(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 5 ? number : null;
}

/**
 * The comment is kept as the shopper wrote it (only surrounding blanks trimmed): it is text,
 * never HTML, and whoever displays it escapes it.
 */
export function validateReview(input: ReviewInput): ReviewValidation {
  const fields: Record<string, string> = {};
  const comment = typeof input.user_comment === 'string' ? input.user_comment.trim() : '';
  if (comment === '') fields.user_comment = COMMENT_REQUIRED;
  else if (characterCount(comment) < COMMENT_MIN_LENGTH) fields.user_comment = COMMENT_TOO_SHORT;
  else if (characterCount(comment) > COMMENT_MAX_LENGTH) fields.user_comment = COMMENT_TOO_LONG;

  const stars = parseStars(input.assigned_stars);
  if (stars === null) fields.assigned_stars = STARS_INVALID;

  if (stars === null || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, comment, stars };
}
