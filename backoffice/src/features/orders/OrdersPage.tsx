import { Chip, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  ADMIN_ORDER_DEFAULT_SORT,
  ADMIN_ORDER_SORT_KEYS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  sortValueOf,
  type AdminOrderRow,
  type OrderStatus,
  type PaymentMethod,
} from '@store/contracts';
import { formatDateTime, formatMoney } from '../../shared/format';
import { FilterDate, FilterForm, FilterSelect } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useOrdersQuery } from './orders-api';

/** The list's filters, named as the API's query (AdminOrderListQuery) so the URL reads the same. */
export const ORDER_FILTER_KEYS = ['status', 'paymentMethod', 'from', 'to', 'q'] as const;

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  'credit-card': 'Tarjeta',
  transfer: 'Transferencia',
  'store-pay': 'Pago en tienda',
  credit: 'Crédito',
};

const columns: GridColDef<AdminOrderRow>[] = [
  {
    field: 'number',
    headerName: 'Pedido',
    minWidth: 180,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/pedidos/${row.id}`}>
        {row.number}
      </Link>
    ),
  },
  {
    field: 'createdAt',
    headerName: 'Fecha',
    minWidth: 200,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'customerName', headerName: 'Cliente', minWidth: 160, flex: 1 },
  { field: 'email', headerName: 'Correo', minWidth: 200, flex: 1 },
  { field: 'statusLabel', headerName: 'Estado', minWidth: 150 },
  { field: 'paymentMethodLabel', headerName: 'Pago', minWidth: 140 },
  {
    field: 'total',
    headerName: 'Total',
    minWidth: 130,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatMoney(value),
  },
];

/** The sortable columns and the API's keys for them (AdminOrderListQuery's `sort`). */
const SORT_FIELDS = {
  number: 'number',
  createdAt: 'createdAt',
  statusLabel: 'status',
  total: 'total',
} as const;

function isStatus(value: string | undefined): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}
function isPaymentMethod(value: string | undefined): value is PaymentMethod {
  return PAYMENT_METHODS.includes(value as PaymentMethod);
}

/** Orders, newest first or as sorted, with filters, sort and page in the URL (GET /admin/orders). */
export default function OrdersPage() {
  usePageTitle('Pedidos');
  const paging = useUrlFilters(ORDER_FILTER_KEYS);
  const { filters, page, perPage, setFilters } = paging;
  const sort = sortValueOf(ADMIN_ORDER_SORT_KEYS, paging.sort);
  const status = isStatus(filters.status) ? filters.status : undefined;
  const paymentMethod = isPaymentMethod(filters.paymentMethod) ? filters.paymentMethod : undefined;
  const list = useOrdersQuery({
    ...(status ? { status } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(sort ? { sort } : {}),
    page,
    'per-page': perPage,
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Pedidos</Typography>
      <section aria-labelledby="pedidos-estados">
        <Typography id="pedidos-estados" component="h2" variant="h2" gutterBottom>
          Por estado
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip
            label="Todos"
            color={status ? 'default' : 'primary'}
            aria-pressed={!status}
            onClick={() => setFilters({ status: undefined })}
          />
          {list.data?.statusCounts.map((count) => (
            <Chip
              key={count.status}
              label={`${count.label} (${count.count})`}
              color={status === count.status ? 'primary' : 'default'}
              aria-pressed={status === count.status}
              onClick={() => setFilters({ status: count.status })}
            />
          ))}
        </Stack>
      </section>
      <FilterForm
        label="Filtrar pedidos"
        helperText="Número de pedido, correo o nombre"
        text={filters.q}
        onSearch={(q) => setFilters({ q })}
      >
        <FilterSelect
          id="filtro-pago"
          label="Forma de pago"
          allLabel="Todas"
          value={paymentMethod}
          options={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
          onChange={(value) => setFilters({ paymentMethod: value })}
          minWidth={180}
        />
        <FilterDate label="Desde" value={filters.from} onChange={(from) => setFilters({ from })} />
        <FilterDate label="Hasta" value={filters.to} onChange={(to) => setFilters({ to })} />
      </FilterForm>
      <ServerDataGrid
        label="Pedidos"
        columns={columns}
        result={list}
        paging={paging}
        sorting={{ fields: SORT_FIELDS, value: sort, defaultValue: ADMIN_ORDER_DEFAULT_SORT }}
      />
    </Stack>
  );
}
