/**
 * Review rules and messages of docs/business-rules.md#form-rules. They live once in
 * `@store/contracts`; this module keeps the names and the flat result the review route reads.
 */
import { REVIEW_LIMITS, validateReviewForm, type ReviewFormInput } from '@store/contracts';

export const COMMENT_MAX_LENGTH = REVIEW_LIMITS.commentMax;

export type ReviewValidation =
  { ok: true; comment: string; stars: number } | { ok: false; fields: Record<string, string> };

/** The comment is kept as written (surrounding blanks trimmed); stars may come as "4". */
export function validateReview(input: ReviewFormInput): ReviewValidation {
  const validation = validateReviewForm(input);
  return validation.ok ? { ok: true, ...validation.value } : validation;
}
