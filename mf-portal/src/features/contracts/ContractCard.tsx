import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Paper, Typography } from '@store/app-kit/shared-mui-components';
import type { CreditContract } from '@store/contracts';
import { formatCalendarDate, visuallyHidden } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { Figure, FigureList } from '@store/remote-kit';
import { honduranDayOf } from '../../components/history/date-range';
import { ContractStatusChip } from './ContractStatusChip';
import { CONTRACTS_TEXT } from './contracts-text';

/** Where a contract's detail opens; `search` keeps the list's range for the way back. */
export const contractPath = (contractId: number, search = ''): string =>
  `/portal/contratos/${String(contractId)}${search}`;

/** One contract of the list: its number, date, figures and status, and its detail. */
export function ContractCard({ contract, search }: { contract: CreditContract; search: string }) {
  const headingId = `contract-${String(contract.id)}-title`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {CONTRACTS_TEXT.contract(contract.number)}
        </Typography>
        <ContractStatusChip status={contract.status} />
      </Box>
      <FigureList>
        <Figure label={CONTRACTS_TEXT.date}>{formatCalendarDate(honduranDayOf(contract.createdAt))}</Figure>
        <Figure label={CONTRACTS_TEXT.total}>{formatMoney(contract.totalAmount)}</Figure>
        <Figure label={CONTRACTS_TEXT.downPayment}>{formatMoney(contract.downPayment)}</Figure>
        <Figure label={CONTRACTS_TEXT.financed}>{formatMoney(contract.financedAmount)}</Figure>
        <Figure label={CONTRACTS_TEXT.term}>{CONTRACTS_TEXT.months(contract.term)}</Figure>
        <Figure label={CONTRACTS_TEXT.rate}>{CONTRACTS_TEXT.percent(contract.rate)}</Figure>
        <Figure label={CONTRACTS_TEXT.fee} strong>
          {formatMoney(contract.fee)}
        </Figure>
      </FigureList>
      <Link
        component={RouterLink}
        to={contractPath(contract.id, search)}
        sx={{ display: 'inline-block', mt: 1.5 }}
      >
        {CONTRACTS_TEXT.seeDetail}
        <Box component="span" sx={visuallyHidden}>
          {CONTRACTS_TEXT.ofContract(contract.number)}
        </Box>
      </Link>
    </Paper>
  );
}
