import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { COUPON_STATE_LABELS, COUPON_STATES, type AdminCoupon, type CouponState } from '@store/contracts';
import { ActionDialog } from '../../shared/ActionDialog';
import { apiErrorMessage } from '../../shared/api-error';
import { FormTextField } from '../../shared/form-fields';
import { formatDate, formatMoney } from '../../shared/format';
import { FilterForm, FilterSelect } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import {
  useCouponsQuery,
  useCreateCouponMutation,
  useSetCouponDisabledMutation,
  useUpdateCouponMutation,
} from './catalog-api';
import {
  COUPON_TERM_FIELDS,
  couponCreateBody,
  couponUpdateBody,
  initialCouponValues,
  validateCouponForm,
  type CouponFormValues,
} from './coupon-form';
import { CouponTermsFields } from './CouponTermsFields';

export const COUPON_FILTER_KEYS = ['q', 'state'] as const;

const isState = (value: string | undefined): value is CouponState =>
  COUPON_STATES.includes(value as CouponState);

/** Create (coupon null) or edit a coupon code. */
function CouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const [create] = useCreateCouponMutation();
  const [update] = useUpdateCouponMutation();
  return (
    <ActionDialog<CouponFormValues>
      open
      onClose={onClose}
      title={coupon ? `Editar cupón ${coupon.code}` : 'Nuevo cupón'}
      submitLabel={coupon ? 'Guardar' : 'Crear cupón'}
      successMessage={coupon ? `Cupón ${coupon.code} guardado` : 'Cupón creado'}
      initialValues={initialCouponValues(coupon)}
      validate={validateCouponForm(coupon)}
      onSubmit={(values) =>
        coupon
          ? update({ code: coupon.code, body: couponUpdateBody(values) }).unwrap()
          : create(couponCreateBody(values)).unwrap()
      }
    >
      <CouponTermsFields names={COUPON_TERM_FIELDS} withCode={!coupon} />
      <FormTextField name="description" label="Descripción" />
      <FormTextField
        name="productIds"
        label="Productos (números, separados por comas)"
        helperText="Vacío: aplica a todos los productos"
      />
    </ActionDialog>
  );
}

/** Coupon codes with their uses: create, edit, disable or enable (/admin/catalog/coupons). */
export default function CouponsPage() {
  usePageTitle('Cupones');
  const paging = useUrlFilters(COUPON_FILTER_KEYS);
  const { filters, page, perPage, setFilters } = paging;
  const state = isState(filters.state) ? filters.state : undefined;
  const list = useCouponsQuery({
    ...(filters.q ? { q: filters.q } : {}),
    ...(state ? { state } : {}),
    page,
    'per-page': perPage,
  });
  const [setDisabled] = useSetCouponDisabledMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const toggle = async (coupon: AdminCoupon) => {
    const disabled = coupon.disabledAt === null;
    try {
      await setDisabled({ code: coupon.code, disabled }).unwrap();
      enqueueSnackbar(`Cupón ${coupon.code} ${disabled ? 'desactivado' : 'activado'}`, {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    }
  };

  const columns: GridColDef<AdminCoupon>[] = [
    { field: 'code', headerName: 'Código', minWidth: 150 },
    {
      field: 'discount',
      headerName: 'Descuento',
      minWidth: 120,
      valueGetter: (_value, row) =>
        row.type === 'P' ? `${String(row.discount)} %` : formatMoney(row.discount),
    },
    { field: 'uses', headerName: 'Usos', minWidth: 80, align: 'right', headerAlign: 'right' },
    { field: 'remaining', headerName: 'Quedan', minWidth: 90, align: 'right', headerAlign: 'right' },
    {
      field: 'expire',
      headerName: 'Vence',
      minWidth: 180,
      valueFormatter: (value: string) => formatDate(value),
    },
    { field: 'stateLabel', headerName: 'Estado', minWidth: 120 },
    {
      field: 'products',
      headerName: 'Productos',
      minWidth: 200,
      flex: 1,
      valueGetter: (_value, row) =>
        row.products.length === 0 ? 'Todos' : row.products.map((product) => product.sku).join(', '),
    },
    {
      field: 'actions',
      headerName: 'Acciones',
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(row)} aria-label={`Editar ${row.code}`}>
            Editar
          </Button>
          <Button
            size="small"
            color={row.disabledAt === null ? 'error' : 'primary'}
            onClick={() => void toggle(row)}
            aria-label={`${row.disabledAt === null ? 'Desactivar' : 'Activar'} ${row.code}`}
          >
            {row.disabledAt === null ? 'Desactivar' : 'Activar'}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Cupones</Typography>
      <Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Nuevo cupón
        </Button>
      </Box>
      <FilterForm
        label="Buscar cupones"
        searchLabel="Código"
        text={filters.q}
        onSearch={(q) => setFilters({ q })}
      >
        <FilterSelect
          id="filtro-estado-cupon"
          label="Estado"
          allLabel="Todos"
          value={state}
          options={COUPON_STATES}
          labels={COUPON_STATE_LABELS}
          onChange={(value) => setFilters({ state: value })}
        />
      </FilterForm>
      <ServerDataGrid
        label="Cupones"
        columns={columns}
        result={list}
        paging={paging}
        getRowId={(row) => row.code}
      />
      {editing && (
        <CouponDialog coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
