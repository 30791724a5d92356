import { couponDiscount, couponRejection } from '@store/contracts';
import type { StoredCartCoupon, StoredCartLine } from '@store/contracts';
import { roundMoney } from '@store/app-kit';
import type { CartLineSummary, CartProductSnapshot } from '@store/app-kit';

/**
 * A cart line as persisted under `corp-cart` (docs/business-rules.md#cart): the contract's
 * `StoredCartLine`, whose schema checks what is read back from localStorage.
 */
export type CartItem = StoredCartLine;
/** The product's coupon carried by its line (`ProductCoupon` plus `amount`, per unit). */
export type CartItemCoupon = StoredCartCoupon;

/**
 * One unit's discount (docs/business-rules.md#cart, #coupons): P is a percentage of the sale
 * price, any other type a fixed discount never above that price. The API's rule
 * (`couponDiscount`), so the cart shows what the order will charge.
 */
export function couponAmount(coupon: Pick<CartItemCoupon, 'type' | 'discount'>, salePrice: number): number {
  const line = { productId: 0, unitPrice: salePrice, qty: 1 };
  return (
    couponDiscount({ type: coupon.type, discount: coupon.discount, validProducts: [] }, [line])?.amount ?? 0
  );
}

/** A coupon is attached only while it has uses left and has not expired (the API's rule too). */
export function isCouponUsable(coupon: { remaining: number; expire: string }, now: number): boolean {
  return couponRejection(coupon, now) === null;
}

export function lineSum(price: number, qty: number): number {
  return roundMoney(price * qty);
}

/** Builds a cart line from what the catalog knows about the product. */
export function cartItemFromSnapshot(product: CartProductSnapshot, qty: number, now: number): CartItem {
  const item: CartItem = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    qty,
    price: product.price,
    sum: lineSum(product.price, qty),
    stock: product.stock,
    mainImage: { size350: product.image ?? '' },
    brand: { name: product.brandName ?? '' },
    mainCategory: { name: product.categoryName ?? '' },
  };
  if (product.group !== undefined) item.group = product.group;
  if (product.materialGroup !== undefined) item.materialGroup = product.materialGroup;
  const coupon = product.coupon;
  if (coupon && isCouponUsable(coupon, now)) {
    item.coupon = { ...coupon, amount: couponAmount(coupon, product.price) };
  }
  return item;
}

export function toLineSummary(item: CartItem): CartLineSummary {
  return {
    productId: item.id,
    slug: item.slug,
    name: item.name,
    qty: item.qty,
    price: item.price,
    sum: item.sum,
    image: item.mainImage.size350 || null,
  };
}
