import { COUPON_CODE_PATTERN, discountProblem, remainingProblem, type CouponType } from '@store/contracts';
import { parseAmount } from '../../shared/form-fields';

/**
 * What a coupon is, as staff type it, wherever they type it: a coupon code's dialog
 * (coupon-form.ts) and a product's own coupon in the product dialog (product-form.ts). One set
 * of checks (the contracts' rules, as the API applies them) and one way to turn the text into
 * the API's figures, so both dialogs say and send the same thing.
 */
export interface CouponTerms {
  /** Only when the coupon is new: a code cannot be changed. */
  code?: string | undefined;
  type?: CouponType | undefined;
  discount?: string | undefined;
  remaining?: string | undefined;
  /** `YYYY-MM-DD`: the coupon ends at the end of that day, Honduras time. */
  expire?: string | undefined;
}

export type CouponTermsErrors = Partial<Record<keyof CouponTerms, string>>;

const WHOLE = /^\d+$/u;
const COUPON_CODE = new RegExp(COUPON_CODE_PATTERN, 'u');
const HONDURAS_OFFSET = '-06:00';

/** The day's last second in Honduras (UTC−6, no daylight saving) as an ISO instant. */
export function endOfDayInHonduras(day: string): string {
  return new Date(`${day}T23:59:59${HONDURAS_OFFSET}`).toISOString();
}

/** The Honduras calendar day of an instant, for the date field. */
export function hondurasDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tegucigalpa' }).format(new Date(iso));
}

/** The form's text of a saved coupon's terms (or an empty new one, a percentage). */
export function couponTermsOf(
  coupon: { code: string; type: CouponType; discount: number; remaining: number; expire: string } | null,
): Required<{ [Key in keyof CouponTerms]: NonNullable<CouponTerms[Key]> }> {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'P',
    discount: coupon ? String(coupon.discount) : '',
    remaining: coupon ? String(coupon.remaining) : '',
    expire: coupon ? hondurasDay(coupon.expire) : '',
  };
}

/**
 * The Spanish problems of the terms. A new coupon needs a valid code and a future expiry; an
 * existing one keeps its code and may be saved with a past expiry (to end it now).
 */
export function couponTermsErrors(
  terms: CouponTerms,
  { isNew, now }: { isNew: boolean; now: Date },
): CouponTermsErrors {
  const errors: CouponTermsErrors = {};
  if (isNew && !COUPON_CODE.test((terms.code ?? '').trim()))
    errors.code = 'El código debe tener de 3 a 40 letras, números, guiones o guiones bajos, sin espacios';
  const discountIssue = discountProblem(terms.type ?? 'P', parseAmount(terms.discount) ?? Number.NaN);
  if (discountIssue) errors.discount = discountIssue;
  const remaining = (terms.remaining ?? '').trim();
  const remainingIssue = remainingProblem(WHOLE.test(remaining) ? Number(remaining) : Number.NaN);
  if (remainingIssue) errors.remaining = remainingIssue;
  if (!terms.expire) errors.expire = 'Elige la fecha de vencimiento';
  else if (isNew && new Date(endOfDayInHonduras(terms.expire)) <= now)
    errors.expire = 'La fecha de vencimiento debe ser futura';
  return errors;
}

/** The terms as the API takes them (checked first with couponTermsErrors). */
export function couponTermsBody(terms: CouponTerms): {
  type: CouponType;
  discount: number;
  remaining: number;
  expire: string;
} {
  return {
    type: terms.type ?? 'P',
    discount: parseAmount(terms.discount) ?? 0,
    remaining: Number((terms.remaining ?? '').trim()),
    expire: endOfDayInHonduras(terms.expire ?? ''),
  };
}
