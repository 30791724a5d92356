// Test data for the contracts pages (imported by their tests only): API answers with overrides.
import {
  addDays,
  formatDate,
  hondurasToday,
  type AmortisationRow,
  type CreditContract,
  type CreditContractDetail,
} from '@store/contracts';

/** A contract as `GET /customers/get-contracts/{id}` lists it. */
export function buildContract(overrides: Partial<CreditContract> = {}): CreditContract {
  return {
    id: 7,
    number: 'CT-000007-1',
    status: 'active',
    creditOrderId: 3,
    orderId: 11,
    orderNumber: 'HN-7K3Q-X9PM-2AB4',
    materialGroup: null,
    totalAmount: 30000,
    downPayment: 6000,
    downPaymentPct: 20,
    financedAmount: 24000,
    rate: 24,
    term: 4,
    fee: 6303.01,
    day: 15,
    firstPayment: '2026-01-15',
    shipping: 150,
    products: [{ id: 31, sku: 'LAP-HP-15', name: 'Laptop HP 15', qty: 1, price: 29850, sum: 29850 }],
    createdAt: '2025-12-10T17:00:00.000Z',
    ...overrides,
  };
}

/**
 * A four-payment schedule around today (Honduras): two dates past, one ten days ahead (the
 * next payment), one forty days ahead.
 */
export function scheduleAroundToday(): AmortisationRow[] {
  const today = hondurasToday();
  const shift = (days: number): string => formatDate(addDays(today, days));
  return [
    { number: 1, date: shift(-50), fee: 6303.01, interest: 480, principal: 5823.01, balance: 18176.99 },
    { number: 2, date: shift(-20), fee: 6303.01, interest: 363.54, principal: 5939.47, balance: 12237.52 },
    { number: 3, date: shift(10), fee: 6303.01, interest: 244.75, principal: 6058.26, balance: 6179.26 },
    { number: 4, date: shift(40), fee: 6302.85, interest: 123.59, principal: 6179.26, balance: 0 },
  ];
}

/** `GET /customers/get-contracts-details/{id}?contract_id=`: the contract with its schedule. */
export function buildContractDetail(overrides: Partial<CreditContractDetail> = {}): CreditContractDetail {
  return {
    ...buildContract(),
    schedule: scheduleAroundToday(),
    totalInterest: 1211.88,
    totalPayments: 25211.88,
    ...overrides,
  };
}
