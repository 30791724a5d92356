import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Link, Paper, Typography } from '@store/app-kit/shared-mui-components';
import type { Purchase } from '@store/contracts';
import { formatCalendarDate, visuallyHidden } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { Figure, FigureList } from '@store/remote-kit';
import { honduranDayOf } from '../../components/history/date-range';
import { PURCHASES_TEXT } from './purchases-text';

/** Where an order's detail opens (by the order's id); `search` keeps the list's range for the way back. */
export const purchasePath = (orderId: number, search = ''): string =>
  `/portal/compras/${String(orderId)}${search}`;

/** One purchase of the list: number, date, status, payment method, total, and its detail. */
export function PurchaseCard({ purchase, search }: { purchase: Purchase; search: string }) {
  const headingId = `purchase-${String(purchase.id)}-title`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {PURCHASES_TEXT.order(purchase.number)}
        </Typography>
        <Chip size="small" variant="outlined" label={purchase.statusLabel} />
      </Box>
      <FigureList>
        <Figure label={PURCHASES_TEXT.date}>{formatCalendarDate(honduranDayOf(purchase.createdAt))}</Figure>
        <Figure label={PURCHASES_TEXT.paymentMethod}>{purchase.paymentMethodLabel}</Figure>
        <Figure label={PURCHASES_TEXT.items}>
          {PURCHASES_TEXT.products(purchase.items.reduce((sum, item) => sum + item.qty, 0))}
        </Figure>
        <Figure label={PURCHASES_TEXT.total} strong>
          {formatMoney(purchase.total)}
        </Figure>
      </FigureList>
      <Link
        component={RouterLink}
        to={purchasePath(purchase.id, search)}
        sx={{ display: 'inline-block', mt: 1.5 }}
      >
        {PURCHASES_TEXT.seeDetail}
        <Box component="span" sx={visuallyHidden}>
          {PURCHASES_TEXT.ofOrder(purchase.number)}
        </Box>
      </Link>
    </Paper>
  );
}
