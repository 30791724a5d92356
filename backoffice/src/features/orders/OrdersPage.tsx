import { useState, type SyntheticEvent } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type AdminOrderRow,
  type OrderStatus,
  type PaymentMethod,
} from '@store/contracts';
import { formatDateTime, formatMoney } from '../../shared/format';
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

function isStatus(value: string | undefined): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}
function isPaymentMethod(value: string | undefined): value is PaymentMethod {
  return PAYMENT_METHODS.includes(value as PaymentMethod);
}

/** Orders, newest first, with their filters and page in the URL (GET /admin/orders). */
export default function OrdersPage() {
  usePageTitle('Pedidos');
  const paging = useUrlFilters(ORDER_FILTER_KEYS);
  const { filters, page, perPage, setFilters } = paging;
  const status = isStatus(filters.status) ? filters.status : undefined;
  const paymentMethod = isPaymentMethod(filters.paymentMethod) ? filters.paymentMethod : undefined;
  const list = useOrdersQuery({
    ...(status ? { status } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    page,
    'per-page': perPage,
  });
  // The search box is applied on submit, not on every key (one request per search).
  const [text, setText] = useState(filters.q ?? '');
  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    setFilters({ q: text });
  };

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
      <Box
        component="form"
        role="search"
        aria-label="Filtrar pedidos"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <TextField
          label="Buscar"
          helperText="Número de pedido, correo o nombre"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
        />
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="filtro-pago">Forma de pago</InputLabel>
          <Select
            labelId="filtro-pago"
            label="Forma de pago"
            value={paymentMethod ?? ''}
            onChange={(event) => setFilters({ paymentMethod: event.target.value })}
          >
            <MenuItem value="">Todas</MenuItem>
            {PAYMENT_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          label="Desde"
          type="date"
          size="small"
          value={filters.from ?? ''}
          onChange={(event) => setFilters({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Hasta"
          type="date"
          size="small"
          value={filters.to ?? ''}
          onChange={(event) => setFilters({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          Buscar
        </Button>
      </Box>
      <ServerDataGrid label="Pedidos" columns={columns} result={list} paging={paging} />
    </Stack>
  );
}
