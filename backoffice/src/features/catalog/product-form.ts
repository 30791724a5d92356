import {
  priceProblem,
  stockProblem,
  type AdminProductRow,
  type AdminProductUpdate,
  type CouponType,
} from '@store/contracts';
import { parseAmount } from '../../shared/form-fields';
import { couponTermsBody, couponTermsErrors, couponTermsOf, type CouponTerms } from './coupon-terms';

/**
 * The product form's values as typed (text), its Spanish checks (the contracts' own rules, the
 * ones the API applies) and the PATCH body made of them. Pure, so the rules are tested without
 * rendering the dialog.
 */
export interface ProductFormValues {
  priceSale?: string;
  stock?: string;
  published?: boolean;
  /** The product has (or gets) a coupon. */
  hasCoupon?: boolean;
  couponCode?: string;
  couponType?: CouponType;
  couponDiscount?: string;
  couponRemaining?: string;
  /** `YYYY-MM-DD`: the coupon ends at the end of that day, Honduras time. */
  couponExpire?: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

const WHOLE = /^\d+$/u;

/** The form's field name of each coupon term: prefixed, beside the product's own fields. */
export const PRODUCT_COUPON_FIELDS = {
  code: 'couponCode',
  type: 'couponType',
  discount: 'couponDiscount',
  remaining: 'couponRemaining',
  expire: 'couponExpire',
} as const satisfies Record<keyof CouponTerms, keyof ProductFormValues>;

const TERMS = ['code', 'type', 'discount', 'remaining', 'expire'] as const satisfies (keyof CouponTerms)[];

/** The coupon part of the product form, as the coupon's terms. */
function couponTermsIn(values: ProductFormValues): CouponTerms {
  return {
    code: values.couponCode,
    type: values.couponType,
    discount: values.couponDiscount,
    remaining: values.couponRemaining,
    expire: values.couponExpire,
  };
}

export function initialProductValues(product: AdminProductRow): ProductFormValues {
  const { coupon } = product;
  const terms = couponTermsOf(coupon);
  return {
    priceSale: product.priceSale.toFixed(2),
    stock: String(product.stock),
    published: product.published,
    hasCoupon: coupon !== null && !coupon.disabled,
    couponCode: terms.code,
    couponType: terms.type,
    couponDiscount: terms.discount,
    couponRemaining: terms.remaining,
    couponExpire: terms.expire,
  };
}

export function validateProductForm(
  product: AdminProductRow,
  now: Date = new Date(),
): (values: ProductFormValues) => ProductFormErrors {
  return (values) => {
    const errors: ProductFormErrors = {};
    const price = parseAmount(values.priceSale);
    const priceIssue = price === null ? priceProblem(Number.NaN) : priceProblem(price);
    if (priceIssue) errors.priceSale = priceIssue;
    const stockText = (values.stock ?? '').trim();
    const stockIssue = stockProblem(WHOLE.test(stockText) ? Number(stockText) : Number.NaN);
    if (stockIssue) errors.stock = stockIssue;
    if (!values.hasCoupon) return errors;

    const termErrors = couponTermsErrors(couponTermsIn(values), { isNew: !product.coupon, now });
    for (const term of TERMS) {
      const problem = termErrors[term];
      if (problem) errors[PRODUCT_COUPON_FIELDS[term]] = problem;
    }
    return errors;
  };
}

/**
 * Only what changed, so the audit entry names it; `expectedStock` is the figure the form showed,
 * so an order placed meanwhile makes the API refuse (409) instead of overwriting the sale.
 */
export function productUpdate(product: AdminProductRow, values: ProductFormValues): AdminProductUpdate {
  const body: AdminProductUpdate = {};
  const price = parseAmount(values.priceSale);
  if (price !== null && Math.round(price * 100) !== Math.round(product.priceSale * 100))
    body.priceSale = price;
  const stock = Number((values.stock ?? '').trim());
  if (stock !== product.stock) {
    body.stock = stock;
    body.expectedStock = product.stock;
  }
  if (values.published !== undefined && values.published !== product.published)
    body.published = values.published;
  const initial = initialProductValues(product);
  const couponTouched = (['hasCoupon', ...Object.values(PRODUCT_COUPON_FIELDS)] as const).some(
    (key) => values[key] !== initial[key],
  );
  if (couponTouched) {
    body.coupon = values.hasCoupon
      ? {
          ...(product.coupon ? {} : { code: (values.couponCode ?? '').trim() }),
          ...couponTermsBody(couponTermsIn(values)),
        }
      : null;
  }
  return body;
}
