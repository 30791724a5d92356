import { Box, Typography } from '@store/app-kit/shared-mui-components';
import type { PlannedContract } from '@store/contracts';
import { formatCalendarDate } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { AmountList, AmountRow } from '../../../components/AmountList';
import { CREDIT_TEXT } from './credit-text';

/** The figures a contract shows, whether planned in the checkout or saved by the server. */
export type ContractFigures = Pick<
  PlannedContract,
  | 'materialGroup'
  | 'products'
  | 'shipping'
  | 'totalAmount'
  | 'downPayment'
  | 'downPaymentPct'
  | 'financedAmount'
  | 'rate'
  | 'term'
  | 'fee'
  | 'firstPayment'
>;

export const contractTitle = (contract: ContractFigures, index: number): string =>
  CREDIT_TEXT.contractTitle(index + 1, contract.materialGroup);

/** One contract: its products, total, down payment, financed amount, term, rate, fee, first payment. */
export function ContractSummary({ contract, index }: { contract: ContractFigures; index: number }) {
  const headingId = `credit-contract-${String(index + 1)}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={headingId} variant="h4" component="h3" gutterBottom>
        {contractTitle(contract, index)}
      </Typography>
      <Box component="ul" aria-label={CREDIT_TEXT.products} sx={{ pl: 2.5, mt: 0 }}>
        {contract.products.map((product) => (
          <li key={product.id}>
            <Typography variant="body2">
              {product.name} × {product.qty} · {formatMoney(product.sum)}
            </Typography>
          </li>
        ))}
      </Box>
      {contract.shipping > 0 && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {CREDIT_TEXT.shippingIncluded(formatMoney(contract.shipping))}
        </Typography>
      )}
      <AmountList>
        <AmountRow label={CREDIT_TEXT.total}>{formatMoney(contract.totalAmount)}</AmountRow>
        <AmountRow label={CREDIT_TEXT.downPayment}>
          {formatMoney(contract.downPayment)} ({String(contract.downPaymentPct)} %)
        </AmountRow>
        <AmountRow label={CREDIT_TEXT.financed}>{formatMoney(contract.financedAmount)}</AmountRow>
        <AmountRow label={CREDIT_TEXT.term}>{CREDIT_TEXT.months(contract.term)}</AmountRow>
        <AmountRow label={CREDIT_TEXT.rate}>{String(contract.rate)} %</AmountRow>
        <AmountRow label={CREDIT_TEXT.fee} strong>
          {formatMoney(contract.fee)}
        </AmountRow>
        <AmountRow label={CREDIT_TEXT.firstPayment}>{formatCalendarDate(contract.firstPayment)}</AmountRow>
      </AmountList>
    </Box>
  );
}
