import { Alert, AlertTitle, Box, Typography } from '@store/app-kit/shared-mui-components';
import type { Product } from '@store/contracts';
import { formatMoney } from '@store/app-kit';
import { couponOffer, type CouponOffer } from './coupon-offer';

export const COUPON_TEXT = {
  title: 'Cupón disponible',
  discount: (offer: CouponOffer) =>
    offer.type === 'P'
      ? `${String(offer.discount)} % de descuento (${formatMoney(offer.amount)})`
      : `${formatMoney(offer.amount)} de descuento`,
  priceAfter: (offer: CouponOffer) => `Precio con cupón: ${formatMoney(offer.priceAfter)}`,
  howItApplies: 'Se aplica a una unidad al agregar el producto al carrito.',
} as const;

/**
 * The product's coupon next to its price, when it can still be used. The page only tells it:
 * the cart attaches it to the line by its own rules when the product is added.
 */
export function ProductCouponOffer({ product, now = Date.now() }: { product: Product; now?: number }) {
  const offer = couponOffer(product, now);
  if (!offer) return null;
  // A named region, not the Alert's default role="alert": it is part of the page, not news.
  return (
    <Alert
      severity="success"
      variant="outlined"
      icon={false}
      component="section"
      role="region"
      aria-labelledby="coupon-title"
    >
      <AlertTitle id="coupon-title" component="h2" sx={{ fontSize: '1rem' }}>
        {COUPON_TEXT.title}:{' '}
        <Box component="code" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
          {offer.code}
        </Box>
      </AlertTitle>
      <Typography variant="body2">{COUPON_TEXT.discount(offer)}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {COUPON_TEXT.priceAfter(offer)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {COUPON_TEXT.howItApplies}
      </Typography>
    </Alert>
  );
}
