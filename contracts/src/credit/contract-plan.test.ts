/**
 * The split of an order into credit contracts and their figures
 * (docs/business-rules.md#credit-purchase), against values worked out by hand. The same
 * functions give the checkout its preview and the API the figures it saves; the HTTP answers
 * are tested in api/test/credit.test.ts and api/test/credit-choices.test.ts.
 */
import { parseDate, type CalendarDate } from './calendar.js';
import {
  assertCreditUsable,
  assertWithinLimit,
  type CreditLine,
  type CreditOrderLine,
  type PlanInput,
  planContracts,
  splitIntoContracts,
} from './contract-plan.js';
import { CreditRefusal } from './credit-refusal.js';
import type { CreditGroupPolicy } from './group-policy.js';

const date = (text: string): CalendarDate => {
  const parsed = parseDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
};

/** A PERSONAL credit line like the demo customer María's. */
const credit: CreditLine = {
  hasCredit: true,
  tieneMora: false,
  limitAmount: 150000,
  rate: 24,
  minDownPayment: 10,
  maxDownPayment: 60,
  minTerm: 3,
  maxTerm: 24,
  creditGroup: 'PERSONAL',
};

const policy = (
  materialGroup: string,
  change: Partial<CreditGroupPolicy> = {},
): [string, CreditGroupPolicy] => [
  materialGroup,
  { materialGroup, status: true, rateDifference: 0, maxTerm: 24, ...change },
];

const policies = new Map<string, CreditGroupPolicy>([
  policy('MG-LAPTOP'),
  policy('MG-IMPRESORA'),
  policy('MG-TABLET', { maxTerm: 12 }),
  policy('MG-SOLAR', { rateDifference: -6, maxTerm: 36 }),
  policy('MG-SERVIDOR', { rateDifference: 2 }),
  policy('MG-PROMO', { rateDifference: -30, maxTerm: 12 }),
  policy('MG-LICENCIA', { status: false }),
]);

const line = (productId: number, materialGroup: string, sum: number, qty = 1): CreditOrderLine => ({
  productId,
  sku: `SKU-${String(productId)}`,
  name: `Producto ${String(productId)}`,
  qty,
  price: sum / qty,
  sum,
  materialGroup,
});

const paymentDays = new Set([1, 5, 10, 15, 20, 25, 28]);

/** A laptop (default contract) and a tablet (own contract: at most 12 months), L 150 shipping. */
const input: PlanInput = {
  lines: [line(1, 'MG-LAPTOP', 20000), line(2, 'MG-TABLET', 8000)],
  shipping: 150,
  credit,
  policies,
  choices: [],
  availableDays: paymentDays,
  today: date('2026-01-31'),
};

function refusal(run: () => unknown): CreditRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof CreditRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('splitIntoContracts', () => {
  it('keeps plain groups in the default contract and gives rate or term exceptions their own', () => {
    const groups = splitIntoContracts(
      [
        line(1, 'MG-LAPTOP', 20000),
        line(2, 'MG-TABLET', 8000),
        line(3, 'MG-IMPRESORA', 6000),
        line(4, 'MG-SOLAR', 30000),
        line(5, 'MG-TABLET', 4000),
        line(6, 'MG-SERVIDOR', 50000),
      ],
      credit,
      policies,
    );
    // Default first, then the own contracts in order of appearance; rate = 24 + difference.
    expect(
      groups.map((group) => [
        group.materialGroup,
        group.rate,
        group.maxTerm,
        group.lines.map((l) => l.productId),
      ]),
    ).toEqual([
      [null, 24, 24, [1, 3]],
      ['MG-TABLET', 24, 12, [2, 5]],
      ['MG-SOLAR', 18, 36, [4]],
      ['MG-SERVIDOR', 26, 24, [6]],
    ]);
  });

  it('never takes a rate below zero', () => {
    const [promo] = splitIntoContracts([line(9, 'MG-PROMO', 1200)], credit, policies);
    expect(promo).toMatchObject({ materialGroup: 'MG-PROMO', rate: 0, maxTerm: 12 });
  });

  it('refuses (422) products of groups without credit or without a policy, naming each', () => {
    const error = refusal(() =>
      splitIntoContracts(
        [line(1, 'MG-LAPTOP', 100), line(7, 'MG-LICENCIA', 50), line(8, 'MG-OTRO', 10)],
        credit,
        policies,
      ),
    );
    expect([error.statusCode, error.code, error.message]).toEqual([
      422,
      'GROUP_NOT_ELIGIBLE',
      'Estos productos no se pueden comprar al crédito: Producto 7, Producto 8',
    ]);
    expect(error.fields).toEqual({
      'products.7': 'Sin crédito para este grupo',
      'products.8': 'Sin crédito para este grupo',
    });
  });
});

describe('planContracts: an order split into two contracts', () => {
  it('defaults: minimum down payment, maximum term, base rate; shipping in the default contract', () => {
    const contracts = planContracts(input);
    expect(contracts).toEqual([
      {
        materialGroup: null,
        products: [{ id: 1, sku: 'SKU-1', name: 'Producto 1', qty: 1, price: 20000, sum: 20000 }],
        shipping: 150,
        // 20,000 + 150 shipping; 10 % down = 2,015; 18,135 financed
        totalAmount: 20150,
        downPaymentPct: 10,
        downPayment: 2015,
        financedAmount: 18135,
        rate: 24,
        term: 24,
        minTerm: 3,
        maxTerm: 24,
        // 18,135 × 0.02 / (1 − 1.02^−24) = 958.8173
        fee: 958.82,
        // a month after 31 January is 28 February, a payment day
        day: 28,
        firstPayment: '2026-02-28',
      },
      {
        materialGroup: 'MG-TABLET',
        products: [{ id: 2, sku: 'SKU-2', name: 'Producto 2', qty: 1, price: 8000, sum: 8000 }],
        shipping: 0,
        totalAmount: 8000,
        downPaymentPct: 10,
        downPayment: 800,
        financedAmount: 7200,
        rate: 24,
        // the group's maximum, not the policy's 24
        term: 12,
        minTerm: 3,
        maxTerm: 12,
        // 7,200 × 0.02 / (1 − 1.02^−12) = 680.8291
        fee: 680.83,
        // 31 days after 31 January is 3 March; the next payment day is the 5th
        day: 5,
        firstPayment: '2026-03-05',
      },
    ]);
  });

  it('merges a choice into the first contract: its own fields win, the rest come from the common choice', () => {
    const contracts = planContracts({
      ...input,
      common: { downPayment: 30 },
      // Names no contract: addressed by its position, the first one.
      choices: [{ term: 6, day: 15 }],
    });
    expect(
      contracts.map((c) => [
        c.materialGroup,
        c.downPaymentPct,
        c.downPayment,
        c.financedAmount,
        c.term,
        c.fee,
        c.firstPayment,
      ]),
    ).toEqual([
      // 30 % of 20,150 = 6,045; 14,105 × 0.02 / (1 − 1.02^−6) = 2,518.1066; the 15th after 28 February
      [null, 30, 6045, 14105, 6, 2518.11, '2026-03-15'],
      // 30 % of 8,000 = 2,400; 5,600 × 0.02 / (1 − 1.02^−12) = 529.5337; no day chosen: the 5th
      ['MG-TABLET', 30, 2400, 5600, 12, 529.53, '2026-03-05'],
    ]);
  });

  it('addresses choices by material group, product ids or position', () => {
    const contracts = planContracts({
      ...input,
      choices: [
        { productIds: [2], downPayment: 50, term: 6 },
        { materialGroup: null, downPayment: 20, term: 12, day: 15 },
      ],
    });
    expect(contracts.map((c) => [c.materialGroup, c.downPaymentPct, c.term, c.firstPayment])).toEqual([
      [null, 20, 12, '2026-03-15'],
      ['MG-TABLET', 50, 6, '2026-03-05'],
    ]);
    const byPosition = planContracts({ ...input, choices: [{ term: 6 }, { term: 3 }] });
    expect(byPosition.map((c) => c.term)).toEqual([6, 3]);
  });

  it('puts the shipping into the first contract when every product has its own one', () => {
    const [solar] = planContracts({ ...input, lines: [line(4, 'MG-SOLAR', 30000)] });
    // 30,000 + 150 = 30,150; 10 % = 3,015; 27,135 at 18 % over 36 months:
    // 407.025 / (1 − 1.015^−36) = 980.9953
    expect(solar).toMatchObject({
      materialGroup: 'MG-SOLAR',
      shipping: 150,
      totalAmount: 30150,
      downPayment: 3015,
      financedAmount: 27135,
      rate: 18,
      term: 36,
      fee: 981,
    });
  });

  it('divides evenly when the group rate is 0', () => {
    const [promo] = planContracts({ ...input, lines: [line(9, 'MG-PROMO', 1200)], shipping: 0 });
    // 1,200 − 10 % = 1,080 financed; 1,080 / 12 = 90
    expect(promo).toMatchObject({ rate: 0, financedAmount: 1080, term: 12, fee: 90 });
  });
});

describe('planContracts: first payments at month ends', () => {
  it('in the leap year 2028 the default contract starts on 29 February, not a payment day', () => {
    const [main, tablet] = planContracts({ ...input, today: date('2028-01-31') });
    expect(main?.firstPayment).toBe('2028-03-01');
    // 31 January 2028 + 31 days = 2 March; next payment day the 5th
    expect(tablet?.firstPayment).toBe('2028-03-05');
    const [chosen] = planContracts({ ...input, today: date('2028-01-31'), choices: [{ day: 28 }] });
    // the 28th is before the base day (29th): the next month's
    expect(chosen?.firstPayment).toBe('2028-03-28');
  });

  it('from December into January of the next year', () => {
    const mid = planContracts({ ...input, today: date('2026-12-15') });
    expect(mid.map((c) => c.firstPayment)).toEqual(['2027-01-15', '2027-01-15']);
    // 31 January 2027 is not a payment day: 1 February for both.
    const end = planContracts({ ...input, today: date('2026-12-31') });
    expect(end.map((c) => c.firstPayment)).toEqual(['2027-02-01', '2027-02-01']);
  });
});

describe('planContracts: refusals, with the status, code and fields the API answers', () => {
  it.each([
    [
      { downPayment: 5 },
      'DOWN_PAYMENT_OUT_OF_RANGE',
      'La prima debe estar entre 10 % y 60 % del total',
      'downPayment',
    ],
    [
      { downPayment: 61 },
      'DOWN_PAYMENT_OUT_OF_RANGE',
      'La prima debe estar entre 10 % y 60 % del total',
      'downPayment',
    ],
    [{ term: 2 }, 'TERM_OUT_OF_RANGE', 'El plazo debe estar entre 3 y 24 meses', 'term'],
    [{ term: 25 }, 'TERM_OUT_OF_RANGE', 'El plazo debe estar entre 3 y 24 meses', 'term'],
    [{ day: 30 }, 'DAY_NOT_AVAILABLE', 'El día 30 no está disponible para pagos', 'day'],
  ])('refuses %j on the default contract', (choice, code, message, name) => {
    const error = refusal(() => planContracts({ ...input, choices: [{ materialGroup: null, ...choice }] }));
    expect([error.statusCode, error.code, error.message]).toEqual([400, code, message]);
    expect(error.fields).toEqual({ [`contracts.0.${name}`]: message });
    expect(error.toBody()).toEqual({ message, code, fields: { [`contracts.0.${name}`]: message } });
  });

  it("checks a group contract's term against the group's maximum", () => {
    const error = refusal(() =>
      planContracts({ ...input, choices: [{ materialGroup: 'MG-TABLET', term: 18 }] }),
    );
    expect(error.message).toBe('El plazo para MG-TABLET debe estar entre 3 y 12 meses');
  });

  it('lists every refused field of a common choice, the first contract’s refusal as the headline', () => {
    const error = refusal(() => planContracts({ ...input, common: { downPayment: 5, term: 18 } }));
    expect([error.statusCode, error.code, error.message]).toEqual([
      400,
      'DOWN_PAYMENT_OUT_OF_RANGE',
      'La prima debe estar entre 10 % y 60 % del total',
    ]);
    expect(error.fields).toEqual({
      downPayment: 'La prima debe estar entre 10 % y 60 % del total',
      term: 'El plazo para MG-TABLET debe estar entre 3 y 12 meses',
    });
  });

  it('refuses a choice that names no contract, and two choices for one contract', () => {
    const missing = refusal(() =>
      planContracts({
        ...input,
        lines: [line(4, 'MG-SOLAR', 30000)],
        choices: [{ materialGroup: null, term: 12 }],
      }),
    );
    expect([missing.statusCode, missing.code, missing.fields]).toEqual([
      400,
      'CONTRACT_NOT_FOUND',
      {
        'contracts.0.materialGroup':
          'Este pedido no tiene un contrato por defecto: cada producto va en el contrato de su grupo',
      },
    ]);
    const byPosition = refusal(() => planContracts({ ...input, choices: [{}, {}, { term: 6 }] }));
    expect([byPosition.message, byPosition.fields]).toEqual([
      'Este pedido tiene 2 contratos',
      { 'contracts.2': 'Este pedido tiene 2 contratos' },
    ]);
    const twice = refusal(() =>
      planContracts({
        ...input,
        choices: [
          { materialGroup: 'MG-TABLET', term: 6 },
          { productIds: [2], term: 3 },
        ],
      }),
    );
    expect([twice.code, twice.fields]).toEqual([
      'CONTRACT_CHOSEN_TWICE',
      { 'contracts.1': 'Elegiste dos veces las condiciones del mismo contrato' },
    ]);
  });

  it('refuses an order without products (409) and one without any payment day (409)', () => {
    const empty = refusal(() => planContracts({ ...input, lines: [] }));
    expect([empty.statusCode, empty.code, empty.message]).toEqual([
      409,
      'ORDER_EMPTY',
      'El pedido no tiene productos',
    ]);
    const noDay = refusal(() => planContracts({ ...input, availableDays: new Set() }));
    expect([noDay.statusCode, noDay.code, noDay.message]).toEqual([
      409,
      'NO_PAYMENT_DAY',
      'No hay días disponibles para el primer pago; intenta más tarde',
    ]);
  });

  it('refuses a customer without credit or in arrears (403), and financing over the available amount (422)', () => {
    const none = refusal(() => assertCreditUsable(null));
    expect([none.statusCode, none.code, none.message]).toEqual([
      403,
      'NO_CREDIT_LINE',
      'No tienes una línea de crédito aprobada',
    ]);
    expect(refusal(() => assertCreditUsable({ ...credit, hasCredit: false })).code).toBe('NO_CREDIT_LINE');
    const arrears = refusal(() => assertCreditUsable({ ...credit, tieneMora: true }));
    expect([arrears.statusCode, arrears.code, arrears.message]).toEqual([
      403,
      'CREDIT_IN_ARREARS',
      'Tu línea de crédito tiene pagos en mora',
    ]);
    expect(() => assertCreditUsable(credit)).not.toThrow();

    // 18,135 + 7,200 = 25,335 financed
    const contracts = planContracts(input);
    expect(() => assertWithinLimit(contracts, 25335)).not.toThrow();
    const over = refusal(() => assertWithinLimit(contracts, 25334.99));
    expect([over.statusCode, over.code, over.message]).toEqual([
      422,
      'CREDIT_LIMIT_EXCEEDED',
      'El monto a financiar (L 25,335.00) supera tu crédito disponible (L 25,334.99)',
    ]);
    expect(over.toBody()).toEqual({ message: over.message, code: 'CREDIT_LIMIT_EXCEEDED' });
    expect(over).toBeInstanceOf(Error);
    expect(over.name).toBe('CreditRefusal');
  });
});
