import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Box, Button, Divider, Link, Paper, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { MONTHLY_FROM_MAX_PRODUCTS } from '@store/contracts';
import { MonthlyFrom } from '@store/remote-kit';
import { formatMoney, trackAnalytics, useBusState } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  productRemoved,
  selectAppliedCouponCode,
  selectCartItems,
  selectCartSubtotal,
  selectCartTotal,
  selectCouponDiscount,
} from './cart-slice';
import type { CartItem } from './cart-item';
import { AmountList, AmountRow, DiscountRow } from '../../components/AmountList';
import { CartCouponForm } from '../coupon';
import { selectBeginCheckoutEvent } from './cart-analytics';
import { CartThumbnail } from '../../components/CartThumbnail';
import { QuantityControl } from './QuantityControl';
import { useGetCartMonthlyFromQuery } from './cart-api';

export const CART_PAGE_TEXT = {
  heading: 'Carrito de compras',
  empty: 'Sin productos en carrito',
  goShopping: 'Ir a la tienda',
  keepShopping: 'Seguir comprando',
  pay: 'Pagar',
  remove: 'Eliminar',
  summary: 'Resumen del pedido',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  total: 'Total',
  unitPrice: 'Precio unitario',
  lineSum: 'Suma',
  itemsLabel: 'Productos en el carrito',
} as const;

/** "Desde L x/mes" per product of the cart sold on credit; nothing while it loads or if it fails. */
function useCartMonthlyFrom(items: readonly CartItem[]) {
  const customerId = useBusState('portal:auth-changed')?.customerId ?? null;
  const productIds = useMemo(() => [...new Set(items.map((item) => item.id))].sort((a, b) => a - b), [items]);
  const { currentData } = useGetCartMonthlyFromQuery(
    productIds.length > 0
      ? { productIds: productIds.slice(0, MONTHLY_FROM_MAX_PRODUCTS), customerId }
      : skipToken,
  );
  return currentData;
}

function CartLine({ item, credit }: { item: CartItem; credit: ReactNode }) {
  const dispatch = useAppDispatch();
  const nameId = `cart-line-${String(item.id)}`;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        py: 2,
        gridTemplateColumns: { xs: '72px 1fr', md: '96px minmax(0, 1fr) auto 120px auto' },
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <CartThumbnail item={item} size={96} width={{ xs: 72, md: 96 }} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/product/${item.slug}`}
          id={nameId}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {item.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {[item.brand.name, item.sku].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2">
          {CART_PAGE_TEXT.unitPrice}: {formatMoney(item.price)}
        </Typography>
        {credit}
      </Box>
      <Box sx={{ gridColumn: { xs: '2', md: 'auto' } }}>
        <QuantityControl item={item} />
      </Box>
      <Typography sx={{ gridColumn: { xs: '2', md: 'auto' }, fontWeight: 600, textAlign: { md: 'right' } }}>
        <Box component="span" sx={{ display: { md: 'none' } }}>
          {CART_PAGE_TEXT.lineSum}:{' '}
        </Box>
        {formatMoney(item.sum)}
      </Typography>
      <Box sx={{ gridColumn: { xs: '2', md: 'auto' } }}>
        <Button
          color="error"
          size="small"
          aria-label={`${CART_PAGE_TEXT.remove} ${item.name}`}
          onClick={() => dispatch(productRemoved({ id: item.id }))}
        >
          {CART_PAGE_TEXT.remove}
        </Button>
      </Box>
    </Box>
  );
}

function OrderSummary() {
  const subtotal = useAppSelector(selectCartSubtotal);
  const discount = useAppSelector(selectCouponDiscount);
  const couponCode = useAppSelector(selectAppliedCouponCode);
  const total = useAppSelector(selectCartTotal);
  const beginCheckout = useAppSelector(selectBeginCheckoutEvent);
  return (
    <Paper component="section" aria-labelledby="cart-summary-heading" variant="outlined" sx={{ p: 3 }}>
      <Typography id="cart-summary-heading" variant="h2" gutterBottom>
        {CART_PAGE_TEXT.summary}
      </Typography>
      <AmountList>
        <AmountRow label={CART_PAGE_TEXT.subtotal}>{formatMoney(subtotal)}</AmountRow>
        <DiscountRow label={CART_PAGE_TEXT.discount} amount={discount} couponCode={couponCode} />
      </AmountList>
      <Box sx={{ mt: 2 }}>
        <CartCouponForm />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box
        component="dl"
        sx={{ display: 'flex', justifyContent: 'space-between', m: 0, fontWeight: 700, fontSize: '1.125rem' }}
      >
        <dt>{CART_PAGE_TEXT.total}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {formatMoney(total)}
        </Box>
      </Box>
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        <Button
          component={RouterLink}
          to="/checkout"
          variant="contained"
          size="large"
          fullWidth
          onClick={() => trackAnalytics(beginCheckout)}
        >
          {CART_PAGE_TEXT.pay}
        </Button>
        <Button component={RouterLink} to="/" variant="text" fullWidth>
          {CART_PAGE_TEXT.keepShopping}
        </Button>
      </Stack>
    </Paper>
  );
}

/** `/cart`: the shopper's cart with quantities, line sums and the order summary in HNL. */
export function CartPage() {
  const items = useAppSelector(selectCartItems);
  const monthlyFrom = useCartMonthlyFrom(items);
  return (
    <Box
      component="section"
      aria-labelledby="cart-heading"
      sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}
    >
      <Typography id="cart-heading" variant="h1" gutterBottom>
        {CART_PAGE_TEXT.heading}
      </Typography>
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography gutterBottom>{CART_PAGE_TEXT.empty}</Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {CART_PAGE_TEXT.goShopping}
          </Button>
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ px: { xs: 2, md: 3 } }}>
            <Box component="ul" aria-label={CART_PAGE_TEXT.itemsLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => {
                const credit = monthlyFrom?.items.find((candidate) => candidate.productId === item.id);
                return (
                  <CartLine
                    key={item.id}
                    item={item}
                    credit={
                      credit && monthlyFrom && <MonthlyFrom item={credit} basis={monthlyFrom.basis} compact />
                    }
                  />
                );
              })}
            </Box>
          </Paper>
          <OrderSummary />
        </Box>
      )}
    </Box>
  );
}
