/** GET /customers/credit/{customerId}: the credit line as the checkout reads it. */
import { DEFAULT_SALES_ORG, type CreditStatus } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { roundMoney } from '../money.js';
import { availableCredit, creditBalance } from './credit-balance.js';
import { findCustomerContact, findCustomerCredit } from './credit-repository.js';

export const CREDIT_EXPANSIONS = ['creditStatus', 'creditPolicy', 'tieneMora'] as const;
export type CreditExpansion = (typeof CREDIT_EXPANSIONS)[number];

/**
 * `expand` is a comma list; unknown names are ignored. Without `expand` (or empty) every
 * expansion is included, since the checkout always needs all three.
 */
export function parseCreditExpand(expand: string | undefined): Set<CreditExpansion> {
  const asked = (expand ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (asked.length === 0) return new Set(CREDIT_EXPANSIONS);
  return new Set(CREDIT_EXPANSIONS.filter((name) => asked.includes(name)));
}

export async function customerCreditStatus(
  db: Queryable,
  customerId: number,
  expand: Set<CreditExpansion>,
): Promise<CreditStatus> {
  const credit = await findCustomerCredit(db, customerId);
  const hasCredit = credit?.hasCredit ?? false;
  const contact = credit?.contactEmail && credit.telephone ? null : await findCustomerContact(db, customerId);
  const limit = hasCredit && credit ? credit.limitAmount : 0;
  const balance = hasCredit ? await creditBalance(db, customerId) : { spent: 0, held: 0 };

  const response: CreditStatus = {
    hasCredit,
    hasOrderdue: credit?.hasOrderDue ?? false,
    contact_email: credit?.contactEmail || contact?.email || '',
    telephone: credit?.telephone || contact?.telephone || '',
  };
  if (expand.has('tieneMora')) response.tieneMora = credit?.tieneMora ?? false;
  if (expand.has('creditStatus')) {
    response.creditStatus = {
      informacionLineaCredito: {
        montoLimiteCredito: limit,
        montoUtilizado: roundMoney(balance.spent),
        montoRetenido: roundMoney(balance.held),
        // Never negative, even if contracts were approved over the limit by hand.
        montoDisponibleLimiteCredito: availableCredit(limit, balance),
      },
    };
  }
  if (expand.has('creditPolicy')) {
    response.creditPolicy =
      hasCredit && credit
        ? {
            rate: credit.rate,
            downPayment: { min: credit.minDownPayment, max: credit.maxDownPayment },
            term: { min: credit.minTerm, max: credit.maxTerm },
            creditGroup: credit.creditGroup,
            salesOrg: DEFAULT_SALES_ORG,
          }
        : null;
  }
  return response;
}
