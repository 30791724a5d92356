import type { AdminCoupon, AdminCouponCreate, AdminCouponUpdate } from '@store/contracts';
import { couponTermsBody, couponTermsErrors, couponTermsOf, type CouponTerms } from './coupon-terms';

/**
 * A coupon code's form as typed (text), its Spanish checks and the body for the API. Its terms
 * (code, type, discount, uses, expiry) are checked and sent as a product's coupon's are
 * (coupon-terms.ts); the description and the products are its own.
 */
export interface CouponFormValues extends CouponTerms {
  description?: string;
  /** Product ids separated by commas or spaces; empty: every product. */
  productIds?: string;
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

const WHOLE = /^\d+$/u;

/** The form's field name of each term: the coupon's own names. */
export const COUPON_TERM_FIELDS = {
  code: 'code',
  type: 'type',
  discount: 'discount',
  remaining: 'remaining',
  expire: 'expire',
} as const;

export function initialCouponValues(coupon: AdminCoupon | null): CouponFormValues {
  if (!coupon) return { type: 'P', description: '', productIds: '' };
  return {
    ...couponTermsOf(coupon),
    description: coupon.description,
    productIds: coupon.products.map((product) => String(product.id)).join(', '),
  };
}

/** `12, 15 18` → [12, 15, 18]; null when a part is not an id. */
export function parseProductIds(raw: string | undefined): number[] | null {
  const parts = (raw ?? '').split(/[\s,;]+/u).filter(Boolean);
  if (!parts.every((part) => WHOLE.test(part) && Number(part) > 0)) return null;
  return [...new Set(parts.map(Number))];
}

export function validateCouponForm(existing: AdminCoupon | null, now: Date = new Date()) {
  return (values: CouponFormValues): CouponFormErrors => {
    const errors: CouponFormErrors = couponTermsErrors(values, { isNew: !existing, now });
    if (parseProductIds(values.productIds) === null)
      errors.productIds = 'Escribe los números de producto separados por comas';
    return errors;
  };
}

export function couponCreateBody(values: CouponFormValues): AdminCouponCreate {
  return { code: (values.code ?? '').trim(), ...couponUpdateBody(values) };
}

export function couponUpdateBody(values: CouponFormValues): Required<AdminCouponUpdate> {
  return {
    ...couponTermsBody(values),
    description: (values.description ?? '').trim(),
    productIds: parseProductIds(values.productIds) ?? [],
  };
}
