import { Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { MAIL_STATUSES, type AdminMailMessage, type MailStatus } from '@store/contracts';
import { formatDateTime } from '../../shared/format';
import { FilterForm, FilterSelect } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useMailQuery } from './mail-api';

const MAIL_STATUS_LABELS: Readonly<Record<MailStatus, string>> = {
  pending: 'En espera',
  sending: 'Enviándose',
  sent: 'Enviado',
  dead: 'No entregado',
};

const columns: GridColDef<AdminMailMessage>[] = [
  {
    field: 'createdAt',
    headerName: 'Escrito',
    minWidth: 200,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'to', headerName: 'Para', minWidth: 200, flex: 1 },
  { field: 'subject', headerName: 'Asunto', minWidth: 220, flex: 1 },
  {
    field: 'status',
    headerName: 'Estado',
    minWidth: 130,
    valueFormatter: (value: MailStatus) => MAIL_STATUS_LABELS[value],
  },
  { field: 'attempts', headerName: 'Intentos', minWidth: 90 },
  {
    field: 'lastError',
    headerName: 'Último error',
    minWidth: 220,
    flex: 1,
    valueFormatter: (value: string | null) => value ?? '',
  },
];

/** Mail that could not be delivered (default), or any other state of the outbox. */
export default function MailPage() {
  usePageTitle('Correo');
  const paging = useUrlFilters(['status', 'to'] as const, 50);
  const { filters, page, perPage, setFilters } = paging;
  const status: MailStatus = MAIL_STATUSES.includes(filters.status as MailStatus)
    ? (filters.status as MailStatus)
    : 'dead';
  const list = useMailQuery({
    status,
    ...(filters.to ? { to: filters.to } : {}),
    page,
    'per-page': perPage,
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Correo</Typography>
      <Typography color="text.secondary">
        Un correo queda «No entregado» tras agotar sus intentos: revisa el error (dirección mal escrita,
        servidor SMTP caído) y avisa al cliente por otro medio.
      </Typography>
      <FilterForm
        label="Filtrar correos"
        searchLabel="Destinatario"
        text={filters.to}
        onSearch={(to) => setFilters({ to })}
      >
        {/* No "all": the screen is for one state at a time, the dead letters first. */}
        <FilterSelect
          id="filtro-estado-correo"
          label="Estado"
          value={status}
          options={MAIL_STATUSES}
          labels={MAIL_STATUS_LABELS}
          onChange={(value) => setFilters({ status: value === 'dead' ? undefined : value })}
          minWidth={180}
        />
      </FilterForm>
      <ServerDataGrid label="Correos" columns={columns} result={list} paging={paging} />
    </Stack>
  );
}
