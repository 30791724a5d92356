import { roundMoney } from '@store/shared-kernel';
import type { CartLineSummary, CartProductSnapshot } from '@store/shared-kernel';

/** A product coupon carried by its cart line (spec section 3). `amount` is per unit. */
export interface CartItemCoupon {
  code: string;
  type: 'P' | 'F';
  discount: number;
  remaining: number;
  expire: string;
  amount: number;
}

/** A cart line as persisted under `corp-cart` (spec section 3). */
export interface CartItem {
  id: number;
  slug: string;
  name: string;
  sku: string;
  qty: number;
  /** Sale price of one unit. */
  price: number;
  /** price × qty, rounded to cents. */
  sum: number;
  stock: number;
  mainImage: { size350: string };
  brand: { name: string };
  mainCategory: { name: string };
  coupon?: CartItemCoupon;
  group?: string | null;
  materialGroup?: string | null;
}

/** Spec section 4: P is a percentage of the sale price, any other type a fixed discount. */
export function couponAmount(coupon: Pick<CartItemCoupon, 'type' | 'discount'>, salePrice: number): number {
  return roundMoney(coupon.type === 'P' ? (salePrice * coupon.discount) / 100 : coupon.discount);
}

/** A coupon is attached only while it has uses left and has not expired. */
export function isCouponUsable(coupon: { remaining: number; expire: string }, now: number): boolean {
  const expiry = Date.parse(coupon.expire);
  return coupon.remaining > 0 && Number.isFinite(expiry) && expiry > now;
}

export function lineSum(price: number, qty: number): number {
  return roundMoney(price * qty);
}

/** Builds a cart line from what the catalogue knows about the product. */
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function hasName(value: unknown): boolean {
  return isRecord(value) && typeof value.name === 'string';
}

function isCartItemCoupon(value: unknown): value is CartItemCoupon {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.type === 'string' &&
    isFiniteNumber(value.discount) &&
    isFiniteNumber(value.remaining) &&
    typeof value.expire === 'string' &&
    isFiniteNumber(value.amount)
  );
}

/** Type guard for one persisted line: whatever another version of the app (or a person) wrote. */
export function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    isFiniteNumber(value.id) &&
    typeof value.slug === 'string' &&
    typeof value.name === 'string' &&
    typeof value.sku === 'string' &&
    isFiniteNumber(value.qty) &&
    value.qty >= 1 &&
    isFiniteNumber(value.price) &&
    isFiniteNumber(value.sum) &&
    isFiniteNumber(value.stock) &&
    isRecord(value.mainImage) &&
    typeof value.mainImage.size350 === 'string' &&
    hasName(value.brand) &&
    hasName(value.mainCategory) &&
    (value.coupon === undefined || isCartItemCoupon(value.coupon))
  );
}

export function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem);
}
