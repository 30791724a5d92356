/**
 * How much of a customer's credit line is taken (api/docs/credit.md#used-credit), in one place
 * for the checkout's limit check, the customer's credit status and the credit team's queue:
 *
 * - spent: the financed amounts of approved contracts still open (`active`, `in_arrears`);
 *   a contract stops counting when it is `paid`;
 * - held: the financed amounts of contracts whose request is under review (`in_review`). They
 *   count against the line, so a customer cannot ask for the same credit twice while the first
 *   request waits, and a rejection (`rejected`) gives them back;
 * - available = limit − spent − held, never below 0.
 */
import type { Queryable } from '../db/db.js';
import { roundMoney } from '../money.js';

export interface CreditBalance {
  spent: number;
  held: number;
  /** Any contract in arrears (the line's own `tiene_mora` flag is read apart). */
  contractInArrears: boolean;
}

/**
 * The balance of the customer whose id is the SQL expression `customerId`, as one row
 * (`spent`, `held`, `contract_in_arrears`): a subquery for a LATERAL join or a query of its own.
 */
export function creditBalanceSql(customerId: string): string {
  return `SELECT COALESCE(sum(cc.financed_amount) FILTER (WHERE cc.status IN ('active', 'in_arrears')), 0)::float8 AS spent,
                 COALESCE(sum(cc.financed_amount) FILTER (WHERE cc.status = 'in_review'), 0)::float8 AS held,
                 COALESCE(bool_or(cc.status = 'in_arrears'), false) AS contract_in_arrears
            FROM credit_contracts cc
           WHERE cc.customer_id = ${customerId}`;
}

export async function creditBalance(db: Queryable, customerId: number): Promise<CreditBalance> {
  const [row] = await db.query<{ spent: number; held: number; contract_in_arrears: boolean }>(
    creditBalanceSql('$1'),
    [customerId],
  );
  return {
    spent: row?.spent ?? 0,
    held: row?.held ?? 0,
    contractInArrears: row?.contract_in_arrears ?? false,
  };
}

/** What the line can still finance: limit − spent − held, rounded to cents, never negative. */
export function availableCredit(limit: number, balance: Pick<CreditBalance, 'spent' | 'held'>): number {
  return Math.max(0, roundMoney(limit - balance.spent - balance.held));
}

/** Spent and held together: what the limit check of a new request subtracts from the limit. */
export async function creditTaken(db: Queryable, customerId: number): Promise<number> {
  const { spent, held } = await creditBalance(db, customerId);
  return roundMoney(spent + held);
}
