import type { CouponType } from '../coupons/coupon.js';
import type { PaymentInstructions } from './payment-instructions.js';

/** One product line of an order, priced by the server. */
export interface OrderLineView {
  id: number;
  slug: string;
  sku: string;
  name: string;
  qty: number;
  /** Unit sale price (HNL, ISV included) when the order was placed or last changed. */
  price: number;
  sum: number;
  /** Coupon discount booked on this line (one line at most). */
  discount: number;
  mainImage: { alt: string; size350: string };
}

export interface OrderCouponView {
  code: string;
  type: CouponType;
  discountType: 'percent' | 'fixed';
  /** The coupon's figure: percent or lempiras. */
  discount: number;
  /** What it takes off this order. */
  amount: number;
  validProducts: number[];
}

export interface ShippingAddress {
  firstname: string;
  lastname: string;
  telephone: string;
  address_1: string;
  address_2: string;
  place_id: number | null;
  municipality: string;
  department: string;
  zone: string;
}

export interface BillingData {
  rtn: string;
  business_name: string;
}

/** The order as every order route returns it. */
export interface OrderView {
  id: number;
  number: string;
  status: string;
  statusLabel: string;
  step: number;
  paymentMethod: string;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
  fax: string;
  custom_field: string;
  customerId: number | null;
  products: OrderLineView[];
  coupon: OrderCouponView | null;
  subtotal: number;
  discount: number;
  shippingTotal: number;
  shippingMethod: string;
  shippingZoneId: number | null;
  shippingAddress: ShippingAddress | null;
  storeId: number | null;
  billing: BillingData | null;
  /** ISV contained in the total. */
  tax: number;
  total: number;
  reservedUntil: string | null;
  createdAt: string;
  updatedAt: string;
  /** Only in the create response (and its idempotent replay): send it as X-Order-Token. */
  accessToken?: string;
  /** Transfer and pay-at-store orders awaiting payment. */
  instructions?: PaymentInstructions;
}
