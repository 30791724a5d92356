/**
 * A contract with its amortisation schedule (contracts/src/credit/amortisation.ts) and totals, as
 * the portal's contract detail and the credit team's request detail show it.
 */
import {
  amortisationSchedule,
  parseDate,
  type CreditContract,
  type CreditContractDetail,
} from '@store/contracts';
import { roundMoney } from '../money.js';

/** Null when the stored first-payment date cannot be read (a row edited by hand). */
export function contractDetail(contract: CreditContract): CreditContractDetail | null {
  const firstPayment = parseDate(contract.firstPayment);
  if (!firstPayment) return null;
  const schedule = amortisationSchedule({ ...contract, firstPayment });
  return {
    ...contract,
    schedule,
    totalInterest: roundMoney(schedule.reduce((sum, row) => sum + row.interest, 0)),
    totalPayments: roundMoney(schedule.reduce((sum, row) => sum + row.fee, 0)),
  };
}
