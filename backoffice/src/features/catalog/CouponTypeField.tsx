import { MenuItem, TextField } from '@mui/material';
import { Field } from 'react-final-form';
import { COUPON_TYPES, type CouponType } from '@store/contracts';

const COUPON_TYPE_LABELS: Readonly<Record<CouponType, string>> = {
  P: 'Porcentaje (%)',
  F: 'Monto fijo por unidad (L)',
};

/** The coupon's type, P or F, as a select bound to the form (product coupon and coupon codes). */
export function CouponTypeField({ name }: { name: string }) {
  return (
    <Field<CouponType> name={name}>
      {({ input }) => (
        <TextField
          select
          label="Tipo de descuento"
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          fullWidth
          margin="normal"
        >
          {COUPON_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {COUPON_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Field>
  );
}
