/** The review form (comment and stars) of docs/business-rules.md#form-rules, with its exact words. */
import {
  characterCount,
  formVerdict,
  trimmedText,
  type FieldProblems,
  type FormValidation,
} from './form-rules.js';

export const REVIEW_LIMITS = { commentMin: 4, commentMax: 2000, starsMin: 1, starsMax: 5 } as const;

export const REVIEW_MESSAGES = {
  commentRequired: 'Este Campo no puede estar vacío',
  commentTooShort: 'Describa su comentario con una o mas palabras',
  commentTooLong: `El comentario debe tener como máximo ${REVIEW_LIMITS.commentMax} caracteres`,
  stars: 'Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción',
} as const;

/** Raw values: a request body may carry anything, and the stars may come as text ("4"). */
export interface ReviewFormInput {
  user_comment?: unknown;
  assigned_stars?: unknown;
}

export interface ReviewDetails {
  comment: string;
  stars: number;
}

/** Whole stars 1 to 5, as a number or a numeric string ("4"); anything else is refused. */
function parseStars(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= REVIEW_LIMITS.starsMin &&
    number <= REVIEW_LIMITS.starsMax
    ? number
    : null;
}

/**
 * The comment is kept as the shopper wrote it (only surrounding blanks trimmed): it is text,
 * never HTML, and whoever displays it escapes it. Lengths count visible characters.
 */
export function validateReviewForm(input: ReviewFormInput): FormValidation<ReviewDetails> {
  const problems: FieldProblems = {};
  const comment = trimmedText(input.user_comment);
  const length = characterCount(comment);
  if (comment === '') problems.user_comment = REVIEW_MESSAGES.commentRequired;
  else if (length < REVIEW_LIMITS.commentMin) problems.user_comment = REVIEW_MESSAGES.commentTooShort;
  else if (length > REVIEW_LIMITS.commentMax) problems.user_comment = REVIEW_MESSAGES.commentTooLong;

  const stars = parseStars(input.assigned_stars);
  if (stars === null) return { ok: false, fields: { ...problems, assigned_stars: REVIEW_MESSAGES.stars } };
  return formVerdict(problems, { comment, stars });
}
