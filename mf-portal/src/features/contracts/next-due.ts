import type { AmortisationRow, CreditContractDetail } from '@store/contracts';

/**
 * The payment the customer has to make next: the first row of the schedule due today or later
 * (Honduran day, YYYY-MM-DD, compared as text like the API's dates). None once every date has
 * passed, or when the contract is paid off.
 */
export function nextDuePayment(
  contract: Pick<CreditContractDetail, 'status' | 'schedule'>,
  today: string,
): AmortisationRow | null {
  if (contract.status === 'paid') return null;
  return contract.schedule.find((row) => row.date >= today) ?? null;
}
