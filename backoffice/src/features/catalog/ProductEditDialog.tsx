import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { Field } from 'react-final-form';
import type { AdminProductRow } from '@store/contracts';
import { ActionDialog } from '../../shared/ActionDialog';
import { FormTextField } from '../../shared/form-fields';
import { useUpdateProductMutation } from './catalog-api';
import { CouponTermsFields } from './CouponTermsFields';
import {
  initialProductValues,
  PRODUCT_COUPON_FIELDS,
  productUpdate,
  validateProductForm,
  type ProductFormValues,
} from './product-form';

/** A check box bound to the form (published, has a coupon). */
function FormCheckbox({ name, label }: { name: keyof ProductFormValues; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <FormControlLabel
          control={<Checkbox name={input.name} checked={input.checked ?? false} onChange={input.onChange} />}
          label={label}
        />
      )}
    </Field>
  );
}

/** Price, stock, publication and the product's coupon (PATCH /admin/catalog/products/{id}). */
export function ProductEditDialog({ product, onClose }: { product: AdminProductRow; onClose: () => void }) {
  const [update] = useUpdateProductMutation();
  return (
    <ActionDialog<ProductFormValues>
      open
      onClose={onClose}
      title={`Editar ${product.sku}`}
      submitLabel="Guardar"
      successMessage={`${product.name}: cambios guardados`}
      initialValues={initialProductValues(product)}
      validate={validateProductForm(product)}
      onSubmit={(values) => update({ id: product.id, body: productUpdate(product, values) }).unwrap()}
    >
      <Typography>{product.name}</Typography>
      <FormTextField
        name="priceSale"
        label="Precio de venta (L, ISV incluido)"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        name="stock"
        label="Existencias a la venta"
        required
        helperText={`Sin contar las ${String(product.held)} apartadas por pedidos sin pagar: esas vuelven solas si el pedido vence o se cancela.`}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormCheckbox name="published" label="Publicado en la tienda" />
      <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
        Cupón del producto
      </Typography>
      <FormCheckbox
        name="hasCoupon"
        label={product.coupon ? `Cupón ${product.coupon.code} activo` : 'Crear un cupón'}
      />
      <Field<boolean> name="hasCoupon" subscription={{ value: true }}>
        {({ input: { value: hasCoupon } }) =>
          hasCoupon ? (
            <Stack>
              <CouponTermsFields names={PRODUCT_COUPON_FIELDS} withCode={!product.coupon} />
            </Stack>
          ) : null
        }
      </Field>
    </ActionDialog>
  );
}
