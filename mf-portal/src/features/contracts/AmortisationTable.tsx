import { Box, Chip } from '@store/app-kit/shared-mui-components';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@store/app-kit/shared-mui-page-components';
import type { AmortisationRow } from '@store/contracts';
import { formatCalendarDate } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { CONTRACTS_TEXT } from './contracts-text';

const COLUMNS = [
  CONTRACTS_TEXT.number,
  CONTRACTS_TEXT.dueDate,
  CONTRACTS_TEXT.installment,
  CONTRACTS_TEXT.principal,
  CONTRACTS_TEXT.interest,
  CONTRACTS_TEXT.balance,
];

const money = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/**
 * The whole payment schedule (n.º, due date, fee, principal, interest, balance). The next
 * payment's row is marked three ways: a tint and bold type, a 'Próximo pago' chip in its date
 * cell (read with the date), and `aria-current="date"`.
 */
export function AmortisationTable({
  rows,
  nextNumber,
  labelledBy,
}: {
  rows: readonly AmortisationRow[];
  /** `number` of the next payment's row, if any. */
  nextNumber: number | null;
  labelledBy: string;
}) {
  return (
    // A long table scrolls sideways on a phone; the region takes focus so the keyboard can scroll it.
    <Box role="region" aria-labelledby={labelledBy} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((label, index) => (
              <TableCell
                key={label}
                component="th"
                scope="col"
                sx={index >= 2 ? { textAlign: 'right' } : undefined}
              >
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const next = row.number === nextNumber;
            const cell = next ? { fontWeight: 700 } : {};
            return (
              <TableRow
                key={row.number}
                aria-current={next ? 'date' : undefined}
                sx={next ? { bgcolor: 'rgba(11, 61, 145, 0.08)' } : undefined}
              >
                <TableCell component="th" scope="row" sx={cell}>
                  {row.number}
                </TableCell>
                <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(row.date)}
                  {next && (
                    <Chip size="small" color="primary" label={CONTRACTS_TEXT.nextPayment} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell sx={{ ...cell, ...money }}>{formatMoney(row.fee)}</TableCell>
                <TableCell sx={{ ...cell, ...money }}>{formatMoney(row.principal)}</TableCell>
                <TableCell sx={{ ...cell, ...money }}>{formatMoney(row.interest)}</TableCell>
                <TableCell sx={{ ...cell, ...money }}>{formatMoney(row.balance)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
