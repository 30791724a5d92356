import { useState } from 'react';
import { Button, FormControl, InputLabel, Link, MenuItem, Select, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Field } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import {
  PAYMENT_REVIEW_RESOLUTION_LABELS,
  PAYMENT_REVIEW_RESOLUTIONS,
  type PaymentReviewItem,
  type PaymentReviewResolution,
} from '@store/contracts';
import { ActionDialog } from '../../shared/ActionDialog';
import { formatDateTime, formatMoney } from '../../shared/format';
import { FormTextField, required } from '../../shared/form-fields';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { usePaymentReviewsQuery, useResolvePaymentReviewMutation } from './payment-review-api';

const STATES = { open: 'Pendientes', resolved: 'Resueltos', all: 'Todos' } as const;
type State = keyof typeof STATES;

interface ResolveValues {
  resolution: PaymentReviewResolution;
  note?: string;
}

/** Money the store took that did not end as a sale: refund it or say how it was settled. */
export default function PaymentReviewPage() {
  usePageTitle('Pagos a revisar');
  const paging = useUrlFilters(['state'] as const, 50);
  const { filters, page, perPage, setFilters } = paging;
  const state: State = filters.state && filters.state in STATES ? (filters.state as State) : 'open';
  const list = usePaymentReviewsQuery({ state, page, 'per-page': perPage });
  const [resolving, setResolving] = useState<PaymentReviewItem | null>(null);
  const [resolve] = useResolvePaymentReviewMutation();

  const columns: GridColDef<PaymentReviewItem>[] = [
    {
      field: 'orderNumber',
      headerName: 'Pedido',
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/pedidos/${row.orderId}`}>
          {row.orderNumber}
        </Link>
      ),
    },
    { field: 'kindLabel', headerName: 'Tipo', minWidth: 220, flex: 1 },
    { field: 'customerName', headerName: 'Cliente', minWidth: 160 },
    {
      field: 'amount',
      headerName: 'Monto',
      minWidth: 120,
      valueFormatter: (value: number) => formatMoney(value),
    },
    { field: 'reason', headerName: 'Motivo', minWidth: 220, flex: 1 },
    {
      field: 'createdAt',
      headerName: 'Desde',
      minWidth: 200,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'resolution',
      headerName: 'Resolución',
      minWidth: 180,
      renderCell: ({ row }) =>
        row.resolution ? (
          `${PAYMENT_REVIEW_RESOLUTION_LABELS[row.resolution]}: ${row.resolutionNote ?? ''}`
        ) : (
          <Button size="small" variant="outlined" onClick={() => setResolving(row)}>
            Resolver
          </Button>
        ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Pagos a revisar</Typography>
      <FormControl size="small" sx={{ maxWidth: 220 }}>
        <InputLabel id="filtro-estado-pagos">Mostrar</InputLabel>
        <Select
          labelId="filtro-estado-pagos"
          label="Mostrar"
          value={state}
          onChange={(event) =>
            setFilters({ state: event.target.value === 'open' ? undefined : event.target.value })
          }
        >
          {Object.entries(STATES).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ServerDataGrid label="Pagos a revisar" columns={columns} result={list} paging={paging} />
      {resolving && (
        <ActionDialog<ResolveValues>
          open
          onClose={() => setResolving(null)}
          title={`Resolver: pedido ${resolving.orderNumber}`}
          submitLabel="Resolver"
          successMessage="Pago resuelto"
          initialValues={{ resolution: 'refunded' }}
          onSubmit={(values) =>
            resolve({
              id: resolving.id,
              body: { resolution: values.resolution, note: (values.note ?? '').trim() },
            }).unwrap()
          }
        >
          <Typography>
            {resolving.kindLabel}: {formatMoney(resolving.amount)}
          </Typography>
          <Field<PaymentReviewResolution> name="resolution">
            {({ input }) => (
              <FormControl fullWidth margin="normal">
                <InputLabel id="resolucion">Resolución</InputLabel>
                <Select labelId="resolucion" label="Resolución" {...input}>
                  {PAYMENT_REVIEW_RESOLUTIONS.map((resolution) => (
                    <MenuItem key={resolution} value={resolution}>
                      {PAYMENT_REVIEW_RESOLUTION_LABELS[resolution]}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          </Field>
          <FormTextField
            name="note"
            label="Nota (p. ej. la referencia del reembolso)"
            required
            validate={required('Escribe cómo se resolvió.')}
          />
        </ActionDialog>
      )}
    </Stack>
  );
}
