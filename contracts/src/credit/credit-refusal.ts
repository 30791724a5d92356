import type { ErrorBody } from '../http/common.js';

/**
 * Why the credit formulas refuse an order or a choice (docs/business-rules.md#credit-purchase):
 * a Spanish message for the customer, the HTTP status the API answers with, a code, and one
 * message per refused request field. `planContracts` and its checks throw it in the browser and
 * in the API alike; the contracts cannot depend on the API's HttpError, so the API's error
 * handler (api/src/http/errors.ts) answers this one exactly as it answers an HttpError.
 */
export class CreditRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'CreditRefusal';
  }

  /** The body the API answers with, so the checkout can show a refusal it found itself the same way. */
  toBody(): ErrorBody {
    return {
      message: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}
