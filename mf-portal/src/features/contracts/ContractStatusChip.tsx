import { Chip } from '@store/app-kit/shared-mui-components';
import type { CreditContractStatus } from '@store/contracts';
import { CONTRACTS_TEXT } from './contracts-text';

// Colours of the store's theme that reach 4.5:1 as small text on white (app-kit theme.ts);
// MUI's default `info` (#0288d1, 3.85:1) does not, so a request under review is `warning`.
const COLOURS = {
  in_review: 'warning',
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
