import {
  PERSONAL_LINE,
  TWO_GROUP_POLICIES,
  TWO_GROUPS,
  creditPolicy as policy,
} from '../test/credit-fixtures';
import { buildShippedOrder } from '../test/order-fixtures';
import { creditChoiceBody, planCreditPurchase } from './credit-plan';
import type { CreditPlanInput } from './credit-plan';

function plan(overrides: Partial<CreditPlanInput> = {}) {
  return planCreditPurchase({
    order: buildShippedOrder(),
    materialGroups: TWO_GROUPS,
    conditions: PERSONAL_LINE,
    policies: TWO_GROUP_POLICIES,
    choice: undefined,
    today: { year: 2026, month: 11, day: 23 },
    ...overrides,
  });
}

describe('the contracts the checkout shows (the shared rules of @store/contracts)', () => {
  it('splits two material groups: the default contract with shipping, the accessory in its own', () => {
    const result = plan();
    if (result.kind !== 'contracts') throw new Error(result.kind);
    expect(result.contracts).toMatchObject([
      {
        materialGroup: null,
        products: [{ id: 17, sum: 18499 }],
        shipping: 100,
        totalAmount: 18599,
        downPaymentPct: 10,
        downPayment: 1859.9,
        financedAmount: 16739.1,
        rate: 24,
        term: 24,
        // 16,739.10 × 0.02 / (1 − 1.02^−24), by hand: 885.01
        fee: 885.01,
        // a month after 23 Nov: 23 Dec is not a payment day, 25 Dec is
        firstPayment: '2026-12-25',
      },
      {
        materialGroup: 'MG-ACCESORIO',
        products: [{ id: 202, qty: 2, sum: 500 }],
        shipping: 0,
        totalAmount: 500,
        downPayment: 50,
        financedAmount: 450,
        term: 12,
        // 450 × 0.02 / (1 − 1.02^−12): 42.55
        fee: 42.55,
        // 31 days after 23 Nov is 24 Dec; the next payment day that month is the 25th
        firstPayment: '2026-12-25',
      },
    ]);
    expect(result.financed).toBe(17189.1);
    expect(result.overLimit).toBeNull();
  });

  it("merges the customer's down payment and term into the first contract; the day goes to all", () => {
    const result = plan({ choice: { downPayment: 30, term: 24, day: 10 } });
    if (result.kind !== 'contracts') throw new Error(result.kind);
    const [first, accessory] = result.contracts;
    expect(first).toMatchObject({
      downPaymentPct: 30,
      downPayment: 5579.7,
      financedAmount: 13019.3,
      fee: 688.34,
    });
    expect(first?.firstPayment).toBe('2027-01-10');
    expect(accessory).toMatchObject({ downPaymentPct: 10, term: 12, day: 10, firstPayment: '2027-01-10' });
    expect(creditChoiceBody(result.contracts, { downPayment: 30, term: 24, day: 10 })).toEqual({
      day: 10,
      contracts: [{ materialGroup: null, downPayment: 30, term: 24 }],
    });
    // Nothing chosen: nothing sent, the server applies the policy's defaults.
    expect(creditChoiceBody(result.contracts, undefined)).toEqual({ contracts: [] });
  });

  it('names the products of groups not sold on credit (and unknown groups)', () => {
    const result = plan({
      policies: {
        ...TWO_GROUP_POLICIES,
        'MG-ACCESORIO': policy('MG-ACCESORIO', { status: false, maxTerm: 0 }),
      },
    });
    expect(result).toEqual({ kind: 'not-eligible', products: ['Mouse Logitech M170'] });
    expect(plan({ materialGroups: new Map([[17, 'MG-LAPTOP']]) })).toEqual({
      kind: 'not-eligible',
      products: ['Mouse Logitech M170'],
    });
  });

  it('says when there is no line, when it is in arrears, and when the financed sum passes the limit', () => {
    expect(plan({ conditions: { ...PERSONAL_LINE, hasCredit: false } })).toEqual({ kind: 'no-credit' });
    expect(plan({ conditions: { ...PERSONAL_LINE, tieneMora: true } })).toEqual({ kind: 'in-arrears' });
    const over = plan({ conditions: { ...PERSONAL_LINE, limitAmount: 10000 } });
    if (over.kind !== 'contracts') throw new Error(over.kind);
    expect(over.overLimit).toBe(
      'El monto a financiar (L 17,189.10) supera tu crédito disponible (L 10,000.00)',
    );
  });
});
