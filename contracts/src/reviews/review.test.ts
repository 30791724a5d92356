import { matchesContract } from '../check.js';
import { SurveyResponseInput } from '../surveys/survey.js';
import { ReviewInput } from './review.js';

describe('request fields that accept null (NullableInput)', () => {
  it('accept null or the wrapped value, with its limits', () => {
    expect(matchesContract(ReviewInput, { product_id: 7, user_comment: null })).toBe(true);
    expect(matchesContract(ReviewInput, { product_id: 7, user_comment: 'Muy buena' })).toBe(true);
    expect(matchesContract(ReviewInput, { product_id: 7, user_comment: 12 })).toBe(false);
    expect(matchesContract(ReviewInput, { product_id: 7, user_comment: 'x'.repeat(20001) })).toBe(false);
    expect(matchesContract(SurveyResponseInput, { answers: {}, order_id: null })).toBe(true);
    expect(matchesContract(SurveyResponseInput, { answers: {}, order_id: 0 })).toBe(false);
  });

  it('keep JSON Schema `type: [T, "null"]`, which Ajv validates without coercing null away', () => {
    expect(ReviewInput.properties.user_comment).toMatchObject({ type: ['string', 'null'], maxLength: 20000 });
    expect(SurveyResponseInput.properties.order_id).toMatchObject({ type: ['integer', 'null'], minimum: 1 });
  });
});
