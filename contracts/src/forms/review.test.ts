import { fieldErrors } from './form-rules.js';
import { validateReviewForm } from './review.js';

describe('validateReviewForm (docs/business-rules.md#form-rules, review)', () => {
  it('accepts a comment of 4 visible characters and whole stars, also as text', () => {
    expect(validateReviewForm({ user_comment: '  Buena ', assigned_stars: '4' })).toEqual({
      ok: true,
      value: { comment: 'Buena', stars: 4 },
    });
    // n + combining tilde is one character: "Niño" has 4.
    expect(fieldErrors(validateReviewForm({ user_comment: 'Nin\u0303o', assigned_stars: 1 }))).toEqual({});
    expect(fieldErrors(validateReviewForm({ user_comment: 'x'.repeat(2000), assigned_stars: 5 }))).toEqual(
      {},
    );
  });

  it('counts an emoji with a skin tone once', () => {
    expect(fieldErrors(validateReviewForm({ user_comment: 'ok👍🏽', assigned_stars: 5 }))).toEqual({
      user_comment: 'Describa su comentario con una o mas palabras',
    });
  });
});
