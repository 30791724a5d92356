import { Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  SERVICE_KINDS,
  sortValueOf,
  TICKET_DEFAULT_SORT,
  TICKET_KIND_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_SORT_KEYS,
  TICKET_STATUSES,
  type ServiceKind,
  type TicketRow,
  type TicketStatus,
} from '@store/contracts';
import { formatDateTime } from '../../shared/format';
import { FilterForm, FilterSelect } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useTicketsQuery } from './support-api';

/** The list's filters, named as the API's query (TicketListQuery), so the URL reads the same. */
export const TICKET_FILTER_KEYS = ['kind', 'status', 'q'] as const;

const columns: GridColDef<TicketRow>[] = [
  {
    field: 'ticket',
    headerName: 'Ticket',
    minWidth: 130,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/soporte/tickets/${row.id}`}>
        {row.ticket}
      </Link>
    ),
  },
  {
    field: 'createdAt',
    headerName: 'Recibido',
    minWidth: 200,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'kindLabel', headerName: 'Tipo', minWidth: 170 },
  { field: 'statusLabel', headerName: 'Estado', minWidth: 120 },
  { field: 'name', headerName: 'Solicitante', minWidth: 160, flex: 1 },
  { field: 'email', headerName: 'Correo', minWidth: 200, flex: 1 },
  { field: 'replyCount', headerName: 'Respuestas', minWidth: 110, align: 'right', headerAlign: 'right' },
];

/** The sortable columns and the API's keys for them (TicketListQuery's `sort`). */
const SORT_FIELDS = { createdAt: 'createdAt', statusLabel: 'status' } as const;

const isKind = (value: string | undefined): value is ServiceKind =>
  SERVICE_KINDS.includes(value as ServiceKind);
const isStatus = (value: string | undefined): value is TicketStatus =>
  TICKET_STATUSES.includes(value as TicketStatus);

/** Service tickets, newest first or as sorted, with type, status and text filters in the URL (GET /admin/tickets). */
export default function TicketsPage() {
  usePageTitle('Soporte');
  const paging = useUrlFilters(TICKET_FILTER_KEYS);
  const { filters, page, perPage, setFilters } = paging;
  const kind = isKind(filters.kind) ? filters.kind : undefined;
  const status = isStatus(filters.status) ? filters.status : undefined;
  const sort = sortValueOf(TICKET_SORT_KEYS, paging.sort);
  const list = useTicketsQuery({
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(sort ? { sort } : {}),
    page,
    'per-page': perPage,
  });

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Soporte</Typography>
      <Typography>
        Lo que los clientes envían por los formularios de taller, soporte técnico, contacto y ventas
        corporativas. Empieza por los tickets nuevos.
      </Typography>
      <FilterForm
        label="Filtrar tickets"
        helperText="Ticket, nombre, correo o teléfono"
        text={filters.q}
        onSearch={(q) => setFilters({ q })}
      >
        <FilterSelect
          id="filtro-tipo"
          label="Tipo"
          allLabel="Todos"
          value={kind}
          options={SERVICE_KINDS}
          labels={TICKET_KIND_LABELS}
          onChange={(value) => setFilters({ kind: value })}
          minWidth={200}
        />
        <FilterSelect
          id="filtro-estado"
          label="Estado"
          allLabel="Todos"
          value={status}
          options={TICKET_STATUSES}
          labels={TICKET_STATUS_LABELS}
          onChange={(value) => setFilters({ status: value })}
        />
      </FilterForm>
      <ServerDataGrid
        label="Tickets"
        columns={columns}
        result={list}
        paging={paging}
        sorting={{ fields: SORT_FIELDS, value: sort, defaultValue: TICKET_DEFAULT_SORT }}
      />
    </Stack>
  );
}
