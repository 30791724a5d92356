import type { CreditGroupPolicy } from '@store/contracts';
import { amortisationSchedule } from '../src/credit/amortisation.js';
import { addMonths, hondurasToday, parseDate } from '../src/credit/calendar.js';
import { downPaymentAmount, monthlyFee, monthlyRate } from '../src/credit/contract-math.js';
import {
  assertCreditUsable,
  assertWithinLimit,
  type CreditLine,
  type OrderLine,
  planContracts,
  splitIntoContracts,
} from '../src/credit/contract-plan.js';
import { firstAvailablePaymentDate, firstPaymentOnDay, paymentBaseDate } from '../src/credit/payment-day.js';
import { parseDateRange } from '../src/credit/date-range.js';
import { HttpError } from '../src/http/errors.js';

const date = (text: string) => {
  const parsed = parseDate(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('contract formulas (docs/business-rules.md#credit-purchase)', () => {
  it('down payment = total × percentage / 100, in cents', () => {
    expect(downPaymentAmount(12000, 25)).toBe(3000);
    expect(downPaymentAmount(25999.99, 10)).toBe(2600);
    expect(downPaymentAmount(18450, 0)).toBe(0);
  });

  it('monthly rate = annual rate × 0.01 / 12', () => {
    expect(monthlyRate(24)).toBeCloseTo(0.02, 12);
    expect(monthlyRate(0)).toBe(0);
  });

  it('fee = financed / term when the rate is 0', () => {
    expect(monthlyFee(12000, 0, 12)).toBe(1000);
    expect(monthlyFee(1000, 0, 3)).toBe(333.33);
  });

  it('fee = annuity payment with the monthly rate when the rate is above 0', () => {
    // 10,000 at 24 % a year (2 % a month) over 12 months: 200 / (1 − 1.02^−12) = 945.5960
    expect(monthlyFee(10000, 24, 12)).toBe(945.6);
    // 1,000 at 12 % over 3 months: 10 / (1 − 1.01^−3) = 340.0221
    expect(monthlyFee(1000, 12, 3)).toBe(340.02);
    expect(monthlyFee(0, 24, 12)).toBe(0);
    expect(() => monthlyFee(1000, 24, 0)).toThrow(RangeError);
  });

  it('the schedule pays interest on the balance and ends at exactly 0', () => {
    const schedule = amortisationSchedule({
      financedAmount: 1000,
      rate: 12,
      term: 3,
      fee: 340.02,
      firstPayment: date('2026-01-31'),
    });
    expect(schedule).toEqual([
      { number: 1, date: '2026-01-31', fee: 340.02, interest: 10, principal: 330.02, balance: 669.98 },
      { number: 2, date: '2026-02-28', fee: 340.02, interest: 6.7, principal: 333.32, balance: 336.66 },
      { number: 3, date: '2026-03-31', fee: 340.03, interest: 3.37, principal: 336.66, balance: 0 },
    ]);
  });

  it('a schedule without interest splits the amount evenly, the last fee taking the cents', () => {
    const schedule = amortisationSchedule({
      financedAmount: 1000,
      rate: 0,
      term: 3,
      fee: 333.33,
      firstPayment: date('2026-05-10'),
    });
    expect(schedule.map((row) => [row.fee, row.interest, row.balance])).toEqual([
      [333.33, 0, 666.67],
      [333.33, 0, 333.34],
      [333.34, 0, 0],
    ]);
  });
});

describe('first payment day', () => {
  const days = new Set([1, 5, 10, 15, 20, 25, 28]);

  it('starts a month ahead for the default contract and 31 days ahead for the others', () => {
    expect(paymentBaseDate(date('2026-01-31'), true)).toEqual(date('2026-02-28'));
    expect(paymentBaseDate(date('2026-01-31'), false)).toEqual(date('2026-03-03'));
    expect(paymentBaseDate(date('2026-12-15'), true)).toEqual(date('2027-01-15'));
  });

  it('takes the first available day at or after that day of the month', () => {
    expect(firstAvailablePaymentDate(date('2026-03-03'), days)).toEqual(date('2026-03-05'));
    expect(firstAvailablePaymentDate(date('2026-03-05'), days)).toEqual(date('2026-03-05'));
    expect(firstAvailablePaymentDate(date('2026-03-26'), days)).toEqual(date('2026-03-28'));
  });

  it('rolls over into the first 15 days of the next month, across the year end too', () => {
    expect(firstAvailablePaymentDate(date('2026-04-29'), days)).toEqual(date('2026-05-01'));
    expect(firstAvailablePaymentDate(date('2026-12-29'), days)).toEqual(date('2027-01-01'));
    expect(firstAvailablePaymentDate(date('2026-04-22'), new Set([10, 20]))).toEqual(date('2026-05-10'));
  });

  it('finds nothing when no day is available up to the 15th of the next month', () => {
    expect(firstAvailablePaymentDate(date('2026-04-22'), new Set([16, 20]))).toBeNull();
  });

  it('a chosen day is the first date on or after the start with that day, skipping short months', () => {
    expect(firstPaymentOnDay(date('2026-02-10'), 15)).toEqual(date('2026-02-15'));
    expect(firstPaymentOnDay(date('2026-02-20'), 5)).toEqual(date('2026-03-05'));
    expect(firstPaymentOnDay(date('2026-01-31'), 30)).toEqual(date('2026-03-30'));
  });

  it('today is the calendar day in Honduras (UTC−6)', () => {
    expect(hondurasToday(new Date('2026-03-01T05:59:00Z'))).toEqual(date('2026-02-28'));
    expect(hondurasToday(new Date('2026-03-01T06:00:00Z'))).toEqual(date('2026-03-01'));
    expect(addMonths(date('2024-01-31'), 1)).toEqual(date('2024-02-29'));
  });
});

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
  policy('MG-LICENCIA', { status: false }),
]);

const line = (productId: number, materialGroup: string, sum: number, qty = 1): OrderLine => ({
  productId,
  sku: `SKU-${String(productId)}`,
  name: `Producto ${String(productId)}`,
  qty,
  price: sum / qty,
  sum,
  materialGroup,
});

const today = date('2026-01-31');
const paymentDays = new Set([1, 5, 10, 15, 20, 25, 28]);

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('splitting an order into contracts', () => {
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

  it('refuses products of groups without credit or without a policy', () => {
    const error = refusal(() =>
      splitIntoContracts(
        [line(1, 'MG-LAPTOP', 100), line(7, 'MG-LICENCIA', 50), line(8, 'MG-OTRO', 10)],
        credit,
        policies,
      ),
    );
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('GROUP_NOT_ELIGIBLE');
    expect(error.message).toBe('Estos productos no se pueden comprar al crédito: Producto 7, Producto 8');
  });
});

describe('planning contracts', () => {
  const input = {
    lines: [line(1, 'MG-LAPTOP', 20000), line(2, 'MG-TABLET', 8000)],
    shipping: 150,
    credit,
    policies,
    choices: [],
    availableDays: paymentDays,
    today,
  };

  it('defaults: minimum down payment, the maximum term and the base rate; shipping in the default contract', () => {
    const [main, tablet] = planContracts(input);
    expect(main).toEqual({
      materialGroup: null,
      products: [{ id: 1, sku: 'SKU-1', name: 'Producto 1', qty: 1, price: 20000, sum: 20000 }],
      shipping: 150,
      totalAmount: 20150,
      downPaymentPct: 10,
      downPayment: 2015,
      financedAmount: 18135,
      rate: 24,
      term: 24,
      minTerm: 3,
      maxTerm: 24,
      fee: monthlyFee(18135, 24, 24),
      day: 28,
      // a month after 31 January is 28 February, an available day
      firstPayment: '2026-02-28',
    });
    // 18,135 × 0.02 / (1 − 1.02^−24) = 958.8173
    expect(main?.fee).toBe(958.82);
    expect(tablet).toMatchObject({
      materialGroup: 'MG-TABLET',
      shipping: 0,
      totalAmount: 8000,
      downPayment: 800,
      financedAmount: 7200,
      rate: 24,
      term: 12,
      // 7,200 × 0.02 / (1 − 1.02^−12) = 680.8291
      fee: 680.83,
      // 31 days after 31 January is 3 March; the next available day is the 5th
      firstPayment: '2026-03-05',
      day: 5,
    });
  });

  it('applies the client choices by material group, product ids or position', () => {
    const contracts = planContracts({
      ...input,
      choices: [
        { productIds: [2], downPayment: 50, term: 6 },
        { materialGroup: null, downPayment: 20, term: 12, day: 15 },
      ],
    });
    expect(contracts.map((c) => [c.materialGroup, c.downPaymentPct, c.term, c.firstPayment])).toEqual([
      [null, 20, 12, '2026-03-15'],
      // no day chosen for the tablets: the rule picks the 5th
      ['MG-TABLET', 50, 6, '2026-03-05'],
    ]);
    const byPosition = planContracts({ ...input, choices: [{ term: 6 }, { term: 3 }] });
    expect(byPosition.map((c) => c.term)).toEqual([6, 3]);
  });

  it('puts the shipping into the first contract when every product has its own one', () => {
    const [solar] = planContracts({ ...input, lines: [line(4, 'MG-SOLAR', 30000)] });
    expect(solar).toMatchObject({
      materialGroup: 'MG-SOLAR',
      shipping: 150,
      totalAmount: 30150,
      rate: 18,
      term: 36,
    });
  });

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
  });

  it("checks a group contract's term against the group's maximum", () => {
    const error = refusal(() =>
      planContracts({ ...input, choices: [{ materialGroup: 'MG-TABLET', term: 18 }] }),
    );
    expect(error.message).toBe('El plazo para MG-TABLET debe estar entre 3 y 12 meses');
  });

  it('refuses an order without products', () => {
    expect(refusal(() => planContracts({ ...input, lines: [] })).code).toBe('ORDER_EMPTY');
  });

  it('refuses a customer without credit or in arrears, and financing over the available amount', () => {
    expect(refusal(() => assertCreditUsable(null)).message).toBe('No tienes una línea de crédito aprobada');
    expect(refusal(() => assertCreditUsable({ ...credit, hasCredit: false })).code).toBe('NO_CREDIT_LINE');
    expect(refusal(() => assertCreditUsable({ ...credit, tieneMora: true })).message).toBe(
      'Tu línea de crédito tiene pagos en mora',
    );
    const contracts = planContracts(input);
    expect(() => assertWithinLimit(contracts, 25335)).not.toThrow();
    const error = refusal(() => assertWithinLimit(contracts, 25334.99));
    expect([error.statusCode, error.code]).toEqual([422, 'CREDIT_LIMIT_EXCEEDED']);
    expect(error.message).toBe(
      'El monto a financiar (L 25,335.00) supera tu crédito disponible (L 25,334.99)',
    );
  });
});

describe('date ranges of the portal', () => {
  const now = new Date('2026-03-10T18:00:00Z');

  it('includes both days, in Honduras time', () => {
    expect(parseDateRange({ d1: '2026-01-01', d2: '2026-01-31' }, now)).toEqual({
      d1: '2026-01-01',
      d2: '2026-01-31',
      from: new Date('2026-01-01T06:00:00Z'),
      to: new Date('2026-02-01T06:00:00Z'),
    });
  });

  it('defaults to the twelve months up to today', () => {
    expect(parseDateRange({}, now)).toMatchObject({ d1: '2025-03-10', d2: '2026-03-10' });
  });

  it.each([
    [{ d1: '2026-02-30' }, 'd1', 'La fecha inicial (d1) no es válida; usa el formato AAAA-MM-DD'],
    [{ d2: '10/03/2026' }, 'd2', 'La fecha final (d2) no es válida; usa el formato AAAA-MM-DD'],
    [
      { d1: '2026-03-02', d2: '2026-03-01' },
      'd1',
      'La fecha inicial no puede ser posterior a la fecha final',
    ],
  ])('refuses %j', (query, name, message) => {
    const error = refusal(() => parseDateRange(query, now));
    expect([error.statusCode, error.message, error.fields]).toEqual([400, message, { [name]: message }]);
  });
});
