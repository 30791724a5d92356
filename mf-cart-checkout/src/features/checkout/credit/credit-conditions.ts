import type { CreditLine, CreditStatus } from '@store/contracts';

/**
 * Spec section 3's `creditConditions`: the customer's credit line as the contract rules read it
 * (`CreditLine` of @store/contracts: has credit, arrears, available amount as `limitAmount`,
 * rate, down-payment and term bounds, credit group), plus who to ask and the payment days.
 */
export interface CreditConditions extends CreditLine {
  /** Where the credit team answers (shown when the line cannot be used). */
  email: string;
  phone: string;
  hasOrderdue: boolean;
  /** Days of the month that take payments, ascending (GET /credit-order/days). */
  days: number[];
}

/** GET /customers/credit/{customerId} and the payment days, as the checkout keeps them. */
export function creditConditionsFrom(status: CreditStatus, days: number[]): CreditConditions {
  const policy = status.creditPolicy ?? null;
  return {
    hasCredit: status.hasCredit && policy !== null,
    tieneMora: status.tieneMora ?? false,
    limitAmount: status.creditStatus?.informacionLineaCredito.montoDisponibleLimiteCredito ?? 0,
    rate: policy?.rate ?? 0,
    minDownPayment: policy?.downPayment.min ?? 0,
    maxDownPayment: policy?.downPayment.max ?? 0,
    minTerm: policy?.term.min ?? 0,
    maxTerm: policy?.term.max ?? 0,
    email: status.contact_email,
    phone: status.telephone,
    hasOrderdue: status.hasOrderdue,
    creditGroup: policy?.creditGroup ?? '',
    days,
  };
}
