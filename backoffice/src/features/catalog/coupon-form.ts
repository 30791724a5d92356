import {
  COUPON_CODE_PATTERN,
  discountProblem,
  remainingProblem,
  type AdminCoupon,
  type AdminCouponCreate,
  type AdminCouponUpdate,
  type CouponType,
} from '@store/contracts';
import { parseAmount } from '../../shared/form-fields';
import { endOfDayInHonduras, hondurasDay } from './product-form';

/** A coupon code's form as typed (text), its Spanish checks and the body for the API. */
export interface CouponFormValues {
  code?: string;
  type?: CouponType;
  discount?: string;
  remaining?: string;
  /** `YYYY-MM-DD`: the coupon ends at the end of that day, Honduras time. */
  expire?: string;
  description?: string;
  /** Product ids separated by commas or spaces; empty: every product. */
  productIds?: string;
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

const WHOLE = /^\d+$/u;
const COUPON_CODE = new RegExp(COUPON_CODE_PATTERN, 'u');

export function initialCouponValues(coupon: AdminCoupon | null): CouponFormValues {
  if (!coupon) return { type: 'P', description: '', productIds: '' };
  return {
    code: coupon.code,
    type: coupon.type,
    discount: String(coupon.discount),
    remaining: String(coupon.remaining),
    expire: hondurasDay(coupon.expire),
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
    const errors: CouponFormErrors = {};
    if (!existing && !COUPON_CODE.test((values.code ?? '').trim()))
      errors.code = 'El código debe tener de 3 a 40 letras, números, guiones o guiones bajos, sin espacios';
    const discountIssue = discountProblem(values.type ?? 'P', parseAmount(values.discount) ?? Number.NaN);
    if (discountIssue) errors.discount = discountIssue;
    const remaining = (values.remaining ?? '').trim();
    const remainingIssue = remainingProblem(WHOLE.test(remaining) ? Number(remaining) : Number.NaN);
    if (remainingIssue) errors.remaining = remainingIssue;
    if (!values.expire) errors.expire = 'Elige la fecha de vencimiento';
    else if (!existing && new Date(endOfDayInHonduras(values.expire)) <= now)
      errors.expire = 'La fecha de vencimiento debe ser futura';
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
    type: values.type ?? 'P',
    discount: parseAmount(values.discount) ?? 0,
    remaining: Number((values.remaining ?? '').trim()),
    expire: endOfDayInHonduras(values.expire ?? ''),
    description: (values.description ?? '').trim(),
    productIds: parseProductIds(values.productIds) ?? [],
  };
}
