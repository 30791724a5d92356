import {
  COUPON_CODE_PATTERN,
  discountProblem,
  priceProblem,
  remainingProblem,
  stockProblem,
  type AdminProductRow,
  type AdminProductUpdate,
  type CouponType,
} from '@store/contracts';
import { parseAmount } from '../../shared/form-fields';

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

export function initialProductValues(product: AdminProductRow): ProductFormValues {
  const { coupon } = product;
  return {
    priceSale: product.priceSale.toFixed(2),
    stock: String(product.stock),
    published: product.published,
    hasCoupon: coupon !== null && !coupon.disabled,
    couponCode: coupon?.code ?? '',
    couponType: coupon?.type ?? 'P',
    couponDiscount: coupon ? String(coupon.discount) : '',
    couponRemaining: coupon ? String(coupon.remaining) : '',
    couponExpire: coupon ? hondurasDay(coupon.expire) : '',
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

    if (!product.coupon && !COUPON_CODE.test((values.couponCode ?? '').trim()))
      errors.couponCode =
        'El código debe tener de 3 a 40 letras, números, guiones o guiones bajos, sin espacios';
    const discount = parseAmount(values.couponDiscount);
    const discountIssue = discountProblem(values.couponType ?? 'P', discount ?? Number.NaN);
    if (discountIssue) errors.couponDiscount = discountIssue;
    const remainingText = (values.couponRemaining ?? '').trim();
    const remainingIssue = remainingProblem(WHOLE.test(remainingText) ? Number(remainingText) : Number.NaN);
    if (remainingIssue) errors.couponRemaining = remainingIssue;
    if (!values.couponExpire) errors.couponExpire = 'Elige la fecha de vencimiento';
    else if (!product.coupon && new Date(endOfDayInHonduras(values.couponExpire)) <= now)
      errors.couponExpire = 'La fecha de vencimiento debe ser futura';
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
  const couponTouched = (
    ['hasCoupon', 'couponCode', 'couponType', 'couponDiscount', 'couponRemaining', 'couponExpire'] as const
  ).some((key) => values[key] !== initial[key]);
  if (couponTouched) {
    body.coupon = values.hasCoupon
      ? {
          ...(product.coupon ? {} : { code: (values.couponCode ?? '').trim() }),
          type: values.couponType ?? 'P',
          discount: parseAmount(values.couponDiscount) ?? 0,
          remaining: Number((values.couponRemaining ?? '').trim()),
          expire: endOfDayInHonduras(values.couponExpire ?? ''),
        }
      : null;
  }
  return body;
}
