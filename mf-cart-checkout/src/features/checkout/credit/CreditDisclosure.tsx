import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@store/app-kit/shared-mui-page-components';
import { amortisationSchedule, parseDate, roundMoney } from '@store/contracts';
import type { AmortisationRow } from '@store/contracts';
import { formatCalendarDate } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { AmountList, AmountRow } from '../../../components/AmountList';
import { contractTitle } from './ContractSummary';
import type { ContractFigures } from './ContractSummary';
import { CREDIT_TEXT } from './credit-text';

type DisclosedContract = ContractFigures & { day: number };

function scheduleOf(contract: DisclosedContract): AmortisationRow[] {
  const firstPayment = parseDate(contract.firstPayment);
  if (!firstPayment) return [];
  return amortisationSchedule({
    financedAmount: contract.financedAmount,
    rate: contract.rate,
    term: contract.term,
    fee: contract.fee,
    firstPayment,
  });
}

function ContractSchedule({ contract, index }: { contract: DisclosedContract; index: number }) {
  const rows = scheduleOf(contract);
  const title = contractTitle(contract, index);
  const totalInterest = roundMoney(rows.reduce((sum, row) => sum + row.interest, 0));
  const totalFees = roundMoney(rows.reduce((sum, row) => sum + row.fee, 0));
  const captionId = `credit-schedule-${String(index + 1)}`;
  return (
    <Box sx={{ mt: 2, breakInside: 'avoid' }}>
      <Typography id={captionId} variant="h4" component="h3" gutterBottom>
        {CREDIT_TEXT.schedule(title)}
      </Typography>
      {/* A long table scrolls sideways on a phone; the region takes focus so the keyboard can scroll it. */}
      <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              {[
                CREDIT_TEXT.number,
                CREDIT_TEXT.date,
                CREDIT_TEXT.fee,
                CREDIT_TEXT.interest,
                CREDIT_TEXT.principal,
                CREDIT_TEXT.balance,
              ].map((label) => (
                <TableCell key={label} component="th" scope="col">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.number}>
                <TableCell component="th" scope="row">
                  {row.number}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(row.date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.fee)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.interest)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.principal)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ mt: 1 }}>
        <AmountList>
          <AmountRow label={CREDIT_TEXT.rate}>{String(contract.rate)} %</AmountRow>
          <AmountRow label={CREDIT_TEXT.totalInterest}>{formatMoney(totalInterest)}</AmountRow>
          <AmountRow label={CREDIT_TEXT.totalToPay} strong>
            {formatMoney(roundMoney(contract.downPayment + totalFees))}
          </AmountRow>
        </AmountList>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {CREDIT_TEXT.terms(contract.rate, contract.term, contract.day)}
      </Typography>
    </Box>
  );
}

/**
 * What a Honduran customer is owed before committing to credit: per contract the whole payment
 * table (number, date, fee, interest, principal, balance), the total interest, the total to pay,
 * the annual rate and the contract's terms. Printable (the store's frame stays off paper).
 */
export function CreditDisclosure({ contracts }: { contracts: readonly DisclosedContract[] }) {
  return (
    <Box component="section" aria-labelledby="credit-disclosure-heading" sx={{ mt: 3 }}>
      <Typography id="credit-disclosure-heading" variant="h3" component="h2" gutterBottom>
        {CREDIT_TEXT.disclosureHeading}
      </Typography>
      <Typography variant="body2">{CREDIT_TEXT.disclosureLead}</Typography>
      {contracts.map((contract, index) => (
        <ContractSchedule key={contract.materialGroup ?? 'default'} contract={contract} index={index} />
      ))}
    </Box>
  );
}
