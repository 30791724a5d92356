import { Chip } from '@store/app-kit/shared-mui-components';
import type { CreditContractStatus } from '@store/contracts';
import { CONTRACTS_TEXT } from './contracts-text';

const COLOURS = {
  in_review: 'info',
  active: 'primary',
  paid: 'success',
  in_arrears: 'error',
  rejected: 'default',
} as const satisfies Record<CreditContractStatus, string>;

/** The contract's status in words (the colour only repeats them). */
export function ContractStatusChip({ status }: { status: CreditContractStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={CONTRACTS_TEXT.statusLabels[status]}
    />
  );
}
