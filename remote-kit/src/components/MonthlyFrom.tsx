import { Box, Typography } from '@store/app-kit/shared-mui-components';
import type { MonthlyFromBasis, MonthlyFromItem } from '@store/contracts';
import { formatMoney } from '@store/app-kit';

/** The words shoppers read next to a price ('Desde L 1,234.56/mes') and how it was computed. */
export const MONTHLY_FROM_TEXT = {
  from: (fee: string) => `Desde ${fee}/mes`,
  how: (item: MonthlyFromItem, basis: MonthlyFromBasis) =>
    `Con prima de ${String(item.downPaymentPct)} % y ${String(item.term)} cuotas mensuales, tasa anual de ${String(item.rate)} %${basis === 'customer' ? ', según tu línea de crédito' : ''}. Sujeto a aprobación de crédito.`,
} as const;

/**
 * "Desde L x/mes" for a product sold on credit (GET /credit-order/monthly-from): the lowest fee,
 * then in small print the down payment, term and rate it assumes. Shared by the product page
 * (catalog) and the cart (cart remote), which each read the API themselves.
 */
export function MonthlyFrom({
  item,
  basis,
  compact = false,
}: {
  item: MonthlyFromItem;
  basis: MonthlyFromBasis;
  compact?: boolean;
}) {
  return (
    <Box>
      <Typography variant={compact ? 'body2' : 'body1'} sx={{ fontWeight: 700, color: 'primary.main' }}>
        {MONTHLY_FROM_TEXT.from(formatMoney(item.monthlyFee))}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {MONTHLY_FROM_TEXT.how(item, basis)}
      </Typography>
    </Box>
  );
}
