/**
 * The payment schedule (tabla de amortización) of a contract: French system, constant fee,
 * interest on the outstanding balance at the monthly rate of docs/business-rules.md#credit-purchase.
 * The last payment takes whatever cents rounding left over, so the balance always ends at
 * exactly 0.
 */
import { addMonths, type CalendarDate, formatDate } from './calendar.js';
import type { AmortisationRow } from './contract.js';
import { monthlyRate } from './contract-math.js';
import { roundMoney } from './money.js';

export interface ScheduleInput {
  financedAmount: number;
  /** annual percentage */
  rate: number;
  term: number;
  fee: number;
  firstPayment: CalendarDate;
}

/** Rows numbered from 1, dated YYYY-MM-DD; `balance` is what remains after each payment. */
export function amortisationSchedule(input: ScheduleInput): AmortisationRow[] {
  const rate = monthlyRate(input.rate);
  const payments: AmortisationRow[] = [];
  let balance = roundMoney(input.financedAmount);
  for (let number = 1; number <= input.term && balance > 0; number += 1) {
    const interest = roundMoney(balance * rate);
    const isLast = number === input.term;
    // A fee too small for the interest never happens with the annuity formula; the guard keeps
    // the principal non-negative if stored figures were edited by hand.
    let principal = isLast ? balance : Math.max(0, roundMoney(input.fee - interest));
    if (principal > balance) principal = balance;
    balance = roundMoney(balance - principal);
    payments.push({
      number,
      date: formatDate(addMonths(input.firstPayment, number - 1)),
      fee: roundMoney(principal + interest),
      interest,
      principal,
      balance,
    });
  }
  return payments;
}
