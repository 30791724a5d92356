import type { CouponTerms } from './coupon-terms';
import { FormTextField } from '../../shared/form-fields';
import { CouponTypeField } from './CouponTypeField';

/**
 * A coupon's terms as form fields (code when new, type, discount, remaining uses, expiry): the
 * coupon codes' dialog and the product's own coupon, each under its own field names.
 */
export function CouponTermsFields({
  names,
  withCode,
}: {
  /** The form's field name of each term (`{ discount: 'couponDiscount', … }`). */
  names: Readonly<Record<keyof CouponTerms, string>>;
  /** A new coupon: its code is typed once, never changed. */
  withCode: boolean;
}) {
  return (
    <>
      {withCode && (
        <FormTextField name={names.code} label="Código" required helperText="Lo que el cliente escribe" />
      )}
      <CouponTypeField name={names.type} />
      <FormTextField
        name={names.discount}
        label="Descuento"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        name={names.remaining}
        label="Usos restantes"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        name={names.expire}
        label="Vence el"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
