import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@store/contracts';
import { formatDateTime } from '../../shared/format';
import { FilterDate, FilterForm } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useAuditQuery } from './audit-api';

/** The filters, named as GET /admin/audit's query (AuditQuery). */
const AUDIT_FILTER_KEYS = ['staff', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
type AuditFilter = (typeof AUDIT_FILTER_KEYS)[number];

/** `YYYY-MM-DD` in the URL → the instant the API wants (start of that day, local time). */
function dayStart(day: string | undefined, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

function json(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

/** Who changed what and when, newest first, with its filters in the URL. */
export default function AuditPage() {
  usePageTitle('Auditoría');
  const paging = useUrlFilters(AUDIT_FILTER_KEYS, 50);
  const { filters, page, perPage, setFilters } = paging;
  const staffId = filters.staff && /^\d+$/u.test(filters.staff) ? Number(filters.staff) : undefined;
  const from = dayStart(filters.from);
  // "Hasta" includes the whole day: the API's `to` is excluded, so the next day's start.
  const to = dayStart(filters.to, 1);
  const list = useAuditQuery({
    ...(staffId ? { staff: staffId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.entityType ? { entityType: filters.entityType } : {}),
    ...(filters.entityId ? { entityId: filters.entityId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page,
    'per-page': perPage,
  });
  const [draft, setDraft] = useState<Partial<Record<AuditFilter, string>>>(filters);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const edit = (key: AuditFilter) => (value: string) => setDraft({ ...draft, [key]: value });
  // Its fields are applied together, on "Filtrar" (several ids typed one after the other).
  const field = (key: AuditFilter, label: string) => (
    <TextField
      label={label}
      size="small"
      value={draft[key] ?? ''}
      onChange={(event) => edit(key)(event.target.value)}
    />
  );

  const columns: GridColDef<AuditEntry>[] = [
    {
      field: 'at',
      headerName: 'Cuándo',
      minWidth: 200,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'staffEmail', headerName: 'Quién', minWidth: 200, flex: 1 },
    {
      field: 'role',
      headerName: 'Rol',
      minWidth: 100,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    { field: 'action', headerName: 'Acción', minWidth: 180 },
    {
      field: 'entityType',
      headerName: 'Sobre',
      minWidth: 140,
      valueGetter: (_value, row) => (row.entityType ? `${row.entityType} ${row.entityId ?? ''}` : '—'),
    },
    {
      field: 'note',
      headerName: 'Nota',
      minWidth: 160,
      flex: 1,
      valueFormatter: (value: string | null) => value ?? '',
    },
    {
      field: 'cambios',
      headerName: 'Cambios',
      minWidth: 110,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setShown(row)}>
          Ver
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Auditoría</Typography>
      <FilterForm label="Filtrar la auditoría" submitLabel="Filtrar" onSubmit={() => setFilters(draft)}>
        {field('action', 'Acción (p. ej. order.ship)')}
        {field('entityType', 'Tipo (p. ej. order)')}
        {field('entityId', 'Id')}
        {field('staff', 'Id del personal')}
        <FilterDate label="Desde" value={draft.from} onChange={edit('from')} />
        <FilterDate label="Hasta" value={draft.to} onChange={edit('to')} />
      </FilterForm>
      <ServerDataGrid label="Registro de auditoría" columns={columns} result={list} paging={paging} />
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        fullWidth
        maxWidth="md"
        aria-labelledby="auditoria-cambios"
      >
        <DialogTitle id="auditoria-cambios">
          {shown?.action} {shown?.entityType ? `· ${shown.entityType} ${shown.entityId ?? ''}` : ''}
        </DialogTitle>
        <DialogContent>
          <Typography component="h3" variant="h3">
            Antes
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>
            {json(shown?.before)}
          </Box>
          <Typography component="h3" variant="h3">
            Después
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>
            {json(shown?.after)}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShown(null)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
