import { Link as RouterLink } from 'react-router-dom';
import { Box, Link } from '@store/app-kit/shared-mui-components';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@store/app-kit/shared-mui-page-components';
import type { PurchaseItem } from '@store/contracts';
import { formatMoney } from '@store/app-kit';
import { PURCHASES_TEXT } from './purchases-text';

const money = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** The order's lines: product (to its page while the catalogue has it), qty, unit price, discount, total. */
export function PurchaseItemsTable({
  items,
  labelledBy,
}: {
  items: readonly PurchaseItem[];
  labelledBy: string;
}) {
  return (
    // Five columns do not fit a phone: the region scrolls sideways and takes focus for the keyboard.
    <Box role="region" aria-labelledby={labelledBy} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {PURCHASES_TEXT.product}
            </TableCell>
            {[
              PURCHASES_TEXT.qty,
              PURCHASES_TEXT.unitPrice,
              PURCHASES_TEXT.discount,
              PURCHASES_TEXT.lineTotal,
            ].map((label) => (
              <TableCell key={label} component="th" scope="col" sx={{ textAlign: 'right' }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.productId}>
              <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                {item.slug ? (
                  <Link component={RouterLink} to={`/product/${item.slug}`}>
                    {item.name}
                  </Link>
                ) : (
                  item.name
                )}
              </TableCell>
              <TableCell sx={{ textAlign: 'right' }}>{item.qty}</TableCell>
              <TableCell sx={money}>{formatMoney(item.unitPrice)}</TableCell>
              <TableCell sx={money}>
                {item.discount > 0 ? `−${formatMoney(item.discount)}` : formatMoney(0)}
              </TableCell>
              <TableCell sx={money}>{formatMoney(item.lineTotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
