import { PAYABLE_CONTRACT_STATUSES, type AmortisationRow, type CreditContractDetail } from '@store/contracts';

/**
 * The payment the customer has to make next: the first row of the schedule due today or later
 * (Honduran day, YYYY-MM-DD, compared as text like the API's dates). None once every date has
 * passed, and none unless the contract is being paid (approved: 'Vigente' or 'En mora'): a
 * request under review has no payments yet, and a paid-off or rejected contract none left.
 */
export function nextDuePayment(
  contract: Pick<CreditContractDetail, 'status' | 'schedule'>,
  today: string,
): AmortisationRow | null {
  if (!PAYABLE_CONTRACT_STATUSES.includes(contract.status)) return null;
  return contract.schedule.find((row) => row.date >= today) ?? null;
}
