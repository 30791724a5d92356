import type { CreditGroupPolicy, CreditOrder, CreditStatus } from '@store/contracts';
import type { CreditConditions } from '../credit/credit-conditions';

// The credit purchase's data as the API answers it (api/docs/credit.md); nothing here renders.

/** The seed's PERSONAL line (api/docs/credit.md): 24 %, down payment 10–60 %, 3–24 months. */
export const PERSONAL_LINE: CreditConditions = {
  hasCredit: true,
  tieneMora: false,
  limitAmount: 96951.7,
  rate: 24,
  minDownPayment: 10,
  maxDownPayment: 60,
  minTerm: 3,
  maxTerm: 24,
  creditGroup: 'PERSONAL',
  email: 'credito@tecnologiahn.hn',
  phone: '2234-5678',
  hasOrderdue: false,
  days: [1, 5, 10, 15, 20, 25],
};

export const creditPolicy = (
  materialGroup: string,
  overrides: Partial<CreditGroupPolicy> = {},
): CreditGroupPolicy => ({
  status: true,
  rateDifference: 0,
  maxTerm: 24,
  materialGroup,
  ...overrides,
});

/** The laptop (17) sells as the policy says; the mouse (202) is an accessory: 12 months at most. */
export const TWO_GROUP_POLICIES: Record<string, CreditGroupPolicy> = {
  'MG-LAPTOP': creditPolicy('MG-LAPTOP'),
  'MG-ACCESORIO': creditPolicy('MG-ACCESORIO', { maxTerm: 12 }),
};

export const TWO_GROUPS = new Map([
  [17, 'MG-LAPTOP'],
  [202, 'MG-ACCESORIO'],
]);

/** `GET /customers/credit/{id}` for the PERSONAL line above. */
export function buildCreditStatus(overrides: Partial<CreditStatus> = {}): CreditStatus {
  return {
    hasCredit: true,
    tieneMora: false,
    hasOrderdue: false,
    contact_email: PERSONAL_LINE.email,
    telephone: PERSONAL_LINE.phone,
    creditStatus: {
      informacionLineaCredito: {
        montoLimiteCredito: 150000,
        montoUtilizado: 53048.3,
        montoDisponibleLimiteCredito: PERSONAL_LINE.limitAmount,
      },
    },
    creditPolicy: {
      rate: 24,
      downPayment: { min: 10, max: 60 },
      term: { min: 3, max: 24 },
      creditGroup: 'PERSONAL',
      salesOrg: '1400',
    },
    ...overrides,
  };
}

/** `GET /credit-order/days`: the payment days of PERSONAL_LINE. */
export const PAYMENT_DAYS_ANSWER = [
  {
    availableDays: Object.fromEntries(
      Array.from({ length: 31 }, (_, i) => [String(i + 1), PERSONAL_LINE.days.includes(i + 1)]),
    ),
  },
];

/** `GET /credit-order/view?orderId=123`: the request saved for the fixtures' order, one contract. */
export function buildCreditOrder(): CreditOrder {
  return {
    creditOrderId: 9,
    orderId: 123,
    orderNumber: 'HN-000123',
    status: 'review',
    createdAt: '2026-11-23T18:00:00.000Z',
    contracts: [
      {
        id: 31,
        number: 'CT-000123-1',
        status: 'active',
        creditOrderId: 9,
        orderId: 123,
        orderNumber: 'HN-000123',
        materialGroup: null,
        totalAmount: 19099,
        downPayment: 1909.9,
        downPaymentPct: 10,
        financedAmount: 17189.1,
        rate: 24,
        term: 24,
        fee: 908.79,
        day: 25,
        firstPayment: '2026-12-25',
        shipping: 100,
        products: [
          { id: 17, sku: 'HP-1', name: 'Laptop HP ProBook 450', qty: 1, price: 18499, sum: 18499 },
          { id: 202, sku: 'LOG-M170', name: 'Mouse Logitech M170', qty: 2, price: 250, sum: 500 },
        ],
        createdAt: '2026-11-23T18:00:00.000Z',
      },
    ],
  };
}
