/**
 * GET /credit-order/monthly-from: "Desde L 1,234.56/mes" for the product page and the cart
 * (issue 12). For each product, the lowest monthly fee it can be bought for on credit: the
 * product alone at its current sale price, the minimum down payment and the longest term its
 * contract allows, computed by the same `planContracts` the checkout and POST /credit-order/save
 * use, so the figure shown is the one the default choices of the checkout would give.
 *
 * Whose conditions: a logged-in customer with a usable line (credit, not in arrears) sees their
 * own; anyone else (guests, unknown tokens, customers without a usable line) the store's general
 * policy (migration 015). The available credit is not checked: this is an advertised price, the
 * limit is checked when the credit is requested.
 */
import {
  type AvailableDays,
  type CalendarDate,
  type CreditGroupPolicy,
  type CreditLine,
  CreditRefusal,
  DEFAULT_SALES_ORG,
  hondurasToday,
  INT4_MAX,
  type MonthlyFromBasis,
  type MonthlyFromItem,
  type MonthlyFromResponse,
  planContracts,
} from '@store/contracts';
import type { Queryable } from '../db/db.js';
import {
  type CreditProduct,
  findCustomerCredit,
  findGeneralCreditPolicy,
  listCreditProducts,
  listGroupPolicies,
} from './credit-repository.js';

/**
 * Every day of the month: the first payment date is not part of the answer, so the payment-day
 * calendar must never keep a product from being quoted.
 */
const EVERY_DAY: AvailableDays = new Set(Array.from({ length: 31 }, (_, index) => index + 1));

/**
 * The ids of `?products=` (already matched against the contract's pattern), in the order asked,
 * each once. Ids beyond PostgreSQL's integer range cannot exist, so they are dropped here rather
 * than failing in SQL.
 */
export function parseProductIds(products: string): number[] {
  const ids = products.split(',').map(Number);
  return [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX);
}

interface QuoteConditions {
  basis: MonthlyFromBasis;
  line: CreditLine;
  salesOrg: string;
}

/** The customer's own line when it is usable, otherwise the general policy (null if missing). */
async function conditionsFor(db: Queryable, customerId: number | null): Promise<QuoteConditions | null> {
  if (customerId !== null) {
    const credit = await findCustomerCredit(db, customerId);
    if (credit?.hasCredit && !credit.tieneMora) {
      // Customer lines carry no sales organisation; the store sells under its default one.
      return { basis: 'customer', line: credit, salesOrg: DEFAULT_SALES_ORG };
    }
  }
  const general = await findGeneralCreditPolicy(db);
  return general ? { basis: 'general', line: general, salesOrg: general.salesOrg } : null;
}

/**
 * The product's lowest fee, or null when it is not sold on credit: its group has no policy or
 * one with status false, or the conditions cannot finance it (a zero price, a term below one
 * month, a down payment range the data inverts). Such a product simply shows no "Desde".
 */
function quote(
  product: CreditProduct,
  line: CreditLine,
  policies: ReadonlyMap<string, CreditGroupPolicy>,
  today: CalendarDate,
): MonthlyFromItem | null {
  const policy = policies.get(product.materialGroup);
  if (policy?.status !== true || product.price <= 0) return null;
  // planContracts would pass a zero-month term through to the fee formula, which throws.
  if (policy.maxTerm < 1 || line.maxTerm < 1) return null;
  try {
    const [contract] = planContracts({
      lines: [
        {
          productId: product.id,
          sku: product.sku,
          name: product.name,
          qty: 1,
          price: product.price,
          sum: product.price,
          materialGroup: product.materialGroup,
        },
      ],
      shipping: 0,
      credit: line,
      policies,
      // No choices: the contract takes its defaults, the minimum down payment and longest term.
      choices: [],
      availableDays: EVERY_DAY,
      today,
    });
    if (!contract) return null;
    return {
      productId: product.id,
      monthlyFee: contract.fee,
      term: contract.term,
      downPaymentPct: contract.downPaymentPct,
      rate: contract.rate,
      price: product.price,
    };
  } catch (error) {
    // A refusal here means inconsistent stored conditions, not a bad request: no "Desde" for
    // this product rather than an error for the whole page.
    if (error instanceof CreditRefusal) return null;
    throw error;
  }
}

export async function monthlyFrom(
  db: Queryable,
  productIds: readonly number[],
  customerId: number | null,
  now: Date = new Date(),
): Promise<MonthlyFromResponse> {
  const conditions = await conditionsFor(db, customerId);
  if (!conditions) return { basis: 'general', items: [] };
  const { basis, line, salesOrg } = conditions;
  const [products, policies] = await Promise.all([
    listCreditProducts(db, productIds),
    listGroupPolicies(db, line.creditGroup, salesOrg),
  ]);
  const today = hondurasToday(now);
  const items: MonthlyFromItem[] = [];
  for (const id of productIds) {
    const product = products.get(id);
    const item = product ? quote(product, line, policies, today) : null;
    if (item) items.push(item);
  }
  return { basis, items };
}
