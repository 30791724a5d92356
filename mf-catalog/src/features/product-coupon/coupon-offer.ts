import { couponDiscount, couponRejection, type Product, type ProductCoupon } from '@store/contracts';
import { roundMoney } from '@store/app-kit';

/** What the product page says about the product's own coupon. */
export interface CouponOffer {
  code: string;
  type: ProductCoupon['type'];
  /** As the coupon states it: a percent for 'P', lempiras for 'F'. */
  discount: number;
  /** One unit's discount in lempiras, as the cart will attach it to the line. */
  amount: number;
  priceAfter: number;
}

/**
 * The coupon the page shows, or null when there is none to use. Usable and amount are the
 * contracts' rules (`couponRejection`, `couponDiscount`), the same ones the cart applies when it
 * attaches the coupon to the line, so the page never promises what the cart will not give.
 */
export function couponOffer(
  product: Pick<Product, 'id' | 'price' | 'coupon'>,
  now: number,
): CouponOffer | null {
  const coupon = product.coupon;
  if (!coupon || couponRejection(coupon, now) !== null) return null;
  const discount = couponDiscount({ type: coupon.type, discount: coupon.discount, validProducts: [] }, [
    { productId: product.id, unitPrice: product.price.sale, qty: 1 },
  ]);
  const amount = discount?.amount ?? 0;
  if (amount <= 0) return null;
  return {
    code: coupon.code,
    type: coupon.type,
    discount: coupon.discount,
    amount,
    priceAfter: roundMoney(product.price.sale - amount),
  };
}
