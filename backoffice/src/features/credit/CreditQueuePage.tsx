import { Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { CreditRequestSummary } from '@store/contracts';
import { formatDateTime, formatMoney } from '../../shared/format';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useCreditRequestsQuery } from './credit-api';

const columns: GridColDef<CreditRequestSummary>[] = [
  {
    field: 'orderNumber',
    headerName: 'Pedido',
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/credito/${row.orderId}`}>
        {row.orderNumber}
      </Link>
    ),
  },
  {
    field: 'requestedAt',
    headerName: 'Solicitado',
    minWidth: 200,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'customer',
    headerName: 'Cliente',
    minWidth: 180,
    flex: 1,
    valueGetter: (_value, row) => row.customer.name,
  },
  {
    field: 'financedAmount',
    headerName: 'A financiar',
    minWidth: 140,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'credit',
    headerName: 'Disponible',
    minWidth: 140,
    valueGetter: (_value, row) => row.credit.available,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'inArrears',
    headerName: 'Mora',
    minWidth: 90,
    valueGetter: (_value, row) => (row.credit.inArrears ? 'Sí' : 'No'),
  },
  { field: 'contractCount', headerName: 'Contratos', minWidth: 100 },
];

/** Requests waiting for the credit team, oldest first (GET /admin/credit/requests). */
export default function CreditQueuePage() {
  usePageTitle('Crédito');
  const paging = useUrlFilters([] as const, 50);
  const list = useCreditRequestsQuery({ page: paging.page, 'per-page': paging.perPage });
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Solicitudes de crédito</Typography>
      <Typography color="text.secondary">
        Las más antiguas primero. Abre una para ver sus contratos y decidir.
      </Typography>
      <ServerDataGrid
        label="Solicitudes de crédito"
        columns={columns}
        result={list}
        paging={paging}
        getRowId={(row) => row.orderId}
      />
    </Stack>
  );
}
