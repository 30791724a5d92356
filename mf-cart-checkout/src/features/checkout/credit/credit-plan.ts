import {
  assertWithinLimit,
  CreditRefusal,
  hondurasToday,
  planContracts,
  roundMoney,
  splitIntoContracts,
} from '@store/contracts';
import type {
  CalendarDate,
  CreditGroupPolicy,
  CreditOrderLine,
  Order,
  PlannedContract,
} from '@store/contracts';
import type { ContractEdit } from '../checkout-slice';
import type { CreditConditions } from './credit-conditions';

export interface CreditPlanInput {
  order: Order;
  /** The cart's material group of each product (the order's lines do not carry it). */
  materialGroups: ReadonlyMap<number, string>;
  conditions: CreditConditions;
  policies: Readonly<Record<string, CreditGroupPolicy>>;
  /** What the customer chose: down payment and term of the first contract, the payment day of all. */
  choice: ContractEdit | undefined;
  today?: CalendarDate;
}

/** Why the line cannot buy this order on credit, or the contracts it would get. */
export type CreditPlan =
  | { kind: 'no-credit' }
  | { kind: 'in-arrears' }
  | { kind: 'not-eligible'; products: string[] }
  | { kind: 'refused'; message: string }
  /** `overLimit`: the financed sum passes what the line has available (a larger down payment may fix it). */
  | { kind: 'contracts'; contracts: PlannedContract[]; financed: number; overLimit: string | null };

/** The order's lines as the contract rules read them: each product's amount after its coupon. */
export function creditLinesOf(order: Order, materialGroups: ReadonlyMap<number, string>): CreditOrderLine[] {
  return order.products.map((line) => ({
    productId: line.id,
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    price: line.price,
    sum: roundMoney(line.sum - line.discount),
    // A product whose group is unknown has no policy: it is named as not sold on credit.
    materialGroup: materialGroups.get(line.id) ?? '',
  }));
}

/**
 * The contracts the checkout shows before the customer commits, by the same rules the API saves
 * them with (`planContracts` of @store/contracts): the default contract first, one per material
 * group with its own conditions, shipping in the default contract. The server recomputes all of
 * it when the request is saved; its figures are the ones kept.
 */
export function planCreditPurchase(input: CreditPlanInput): CreditPlan {
  const { conditions, order } = input;
  if (!conditions.hasCredit) return { kind: 'no-credit' };
  if (conditions.tieneMora) return { kind: 'in-arrears' };
  const lines = creditLinesOf(order, input.materialGroups);
  const notEligible = lines.filter((line) => input.policies[line.materialGroup]?.status !== true);
  if (notEligible.length > 0) return { kind: 'not-eligible', products: notEligible.map((line) => line.name) };

  const credit = conditions;
  const policies = new Map(Object.entries(input.policies));
  try {
    const [first] = splitIntoContracts(lines, credit, policies);
    const { downPayment, term, day } = input.choice ?? {};
    const contracts = planContracts({
      lines,
      shipping: order.shippingTotal,
      credit,
      policies,
      choices:
        first && (downPayment !== undefined || term !== undefined)
          ? [{ materialGroup: first.materialGroup, downPayment, term }]
          : [],
      common: day === undefined ? {} : { day },
      availableDays: new Set(conditions.days),
      today: input.today ?? hondurasToday(),
    });
    const financed = roundMoney(contracts.reduce((sum, contract) => sum + contract.financedAmount, 0));
    let overLimit: string | null = null;
    try {
      assertWithinLimit(contracts, conditions.limitAmount);
    } catch (error) {
      if (!(error instanceof CreditRefusal)) throw error;
      overLimit = error.message;
    }
    return { kind: 'contracts', contracts, financed, overLimit };
  } catch (error) {
    if (error instanceof CreditRefusal) return { kind: 'refused', message: error.message };
    throw error;
  }
}

/** What `POST /credit-order/save` takes for the choice: the first contract's terms, the day for all. */
export function creditChoiceBody(contracts: readonly PlannedContract[], choice: ContractEdit | undefined) {
  const first = contracts[0];
  const { downPayment, term, day } = choice ?? {};
  return {
    ...(day !== undefined ? { day } : {}),
    contracts:
      first && (downPayment !== undefined || term !== undefined)
        ? [{ materialGroup: first.materialGroup, downPayment, term }]
        : [],
  };
}
