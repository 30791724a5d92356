import { matchesContract } from '../check.js';
import { SaveCreditOrderBody, type CreditContractChoice } from './credit-order.js';
import { CreditStatus } from './credit-status.js';

describe('CreditStatus', () => {
  it('takes a null policy for a customer without a credit line', () => {
    const status: CreditStatus = {
      hasCredit: false,
      tieneMora: false,
      hasOrderdue: false,
      contact_email: 'ana.lopez@ejemplo.hn',
      telephone: '9876-5432',
      creditStatus: {
        informacionLineaCredito: {
          montoLimiteCredito: 0,
          montoUtilizado: 0,
          montoDisponibleLimiteCredito: 0,
        },
      },
      creditPolicy: null,
    };
    expect(matchesContract(CreditStatus, status)).toBe(true);
    expect(matchesContract(CreditStatus, { ...status, creditStatus: {} })).toBe(false);
  });
});

describe('SaveCreditOrderBody', () => {
  it('names the default contract with a null material group', () => {
    const choice: CreditContractChoice = { materialGroup: null, downPayment: 20, term: 12, day: 15 };
    expect(matchesContract(SaveCreditOrderBody, { orderId: 3, contracts: [choice] })).toBe(true);
    expect(matchesContract(SaveCreditOrderBody, { orderId: 3, contracts: [{ term: 0 }] })).toBe(false);
  });
});
