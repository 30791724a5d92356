import { cardProblems, type PaymentCard } from '@store/contracts';

// The card rule lives in @store/contracts (forms/card.ts) so the checkout's form and this API
// refuse the same card with the same words; these names stay for the API's callers.
export {
  CARD_MESSAGES,
  cardDigits,
  expiryInFuture,
  parseExpiry,
  passesLuhn,
  validCvc,
} from '@store/contracts';

/** One message per bad field, keyed as in the body (order_payment.card_number...). */
export function validateCard(card: PaymentCard, prefix = 'order_payment.'): Record<string, string> {
  return cardProblems(card, prefix);
}
