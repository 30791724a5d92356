import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  CircularProgress,
  Grid,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CREDIT_CONTRACT_STATUS_LABELS } from '@store/contracts';
import { ActionDialog } from '../../shared/ActionDialog';
import { apiErrorMessage } from '../../shared/api-error';
import { formatCalendarDay, formatDateTime, formatMoney } from '../../shared/format';
import { composeValidators, FormTextField, minLength, required } from '../../shared/form-fields';
import { Facts, Section } from '../../shared/Section';
import { SimpleTable } from '../../shared/SimpleTable';
import { usePageTitle } from '../../shared/use-page-title';
import { useApproveCreditMutation, useCreditRequestQuery, useRejectCreditMutation } from './credit-api';

const DECISION_LABELS = { review: 'En revisión', approved: 'Aprobada', rejected: 'Rechazada' } as const;

/** One credit request: the customer's line, the contracts and their payments, and the decision. */
export default function CreditRequestPage() {
  const orderId = Number(useParams().orderId);
  const {
    data: request,
    error,
    isLoading,
  } = useCreditRequestQuery(orderId, { skip: !Number.isInteger(orderId) });
  const [approve] = useApproveCreditMutation();
  const [reject] = useRejectCreditMutation();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  usePageTitle(request ? `Crédito del pedido ${request.orderNumber}` : 'Solicitud de crédito');

  if (isLoading) return <CircularProgress aria-label="Cargando la solicitud" />;
  if (error || !request) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Solicitud de crédito</Typography>
        <Alert severity="error">{error ? apiErrorMessage(error) : 'Solicitud no encontrada.'}</Alert>
        <Link component={RouterLink} to="/credito">
          Volver a las solicitudes
        </Link>
      </Stack>
    );
  }
  const { credit, customer } = request;
  const pending = request.status === 'review';

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/credito">
        ← Solicitudes de crédito
      </Link>
      <Typography variant="h1">Crédito del pedido {request.orderNumber}</Typography>
      <Typography component="p" variant="h2" color="primary">
        {DECISION_LABELS[request.status]}
        {request.decidedBy && request.decidedAt
          ? ` por ${request.decidedBy}, ${formatDateTime(request.decidedAt)}`
          : ''}
      </Typography>
      {request.rejectionReason && (
        <Alert severity="info">Motivo del rechazo: {request.rejectionReason}</Alert>
      )}
      {pending && (
        <Stack direction="row" spacing={1} role="group" aria-label="Decisión">
          <Button variant="contained" onClick={() => setDialog('approve')}>
            Aprobar
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
            Rechazar
          </Button>
        </Stack>
      )}
      <ActionDialog<object>
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        title="Aprobar crédito"
        submitLabel="Aprobar"
        successMessage={`Crédito del pedido ${request.orderNumber} aprobado`}
        onSubmit={() => approve({ orderId }).unwrap()}
      >
        <Typography>
          Los contratos quedan vigentes y la línea disponible del cliente baja en{' '}
          {formatMoney(request.financedAmount)}. El pedido pasa a envío y se avisa al cliente por correo.
        </Typography>
      </ActionDialog>
      <ActionDialog<{ reason?: string }>
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title="Rechazar crédito"
        submitLabel="Rechazar"
        destructive
        successMessage={`Crédito del pedido ${request.orderNumber} rechazado`}
        onSubmit={(values) => reject({ orderId, body: { reason: (values.reason ?? '').trim() } }).unwrap()}
      >
        <Typography>Las existencias vuelven al inventario y la línea del cliente no cambia.</Typography>
        <FormTextField
          name="reason"
          label="Motivo (se le envía al cliente)"
          required
          multiline
          minRows={2}
          validate={composeValidators(
            required('Escribe el motivo del rechazo.'),
            minLength(3, 'El motivo debe tener al menos 3 caracteres.'),
          )}
        />
      </ActionDialog>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="credito-cliente" title="Cliente">
            <Facts
              items={[
                ['Nombre', customer.name],
                ['Correo', customer.email],
                ['Teléfono', customer.telephone],
                ['Pedido', `${request.orderNumber} (${request.orderStatusLabel})`],
                ['Total del pedido', formatMoney(request.orderTotal)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="credito-linea" title="Línea de crédito">
            <Facts
              items={[
                ['Límite', formatMoney(credit.limit)],
                ['Gastado', formatMoney(credit.spent)],
                ['Retenido', formatMoney(credit.held)],
                ['Disponible', <strong key="disponible">{formatMoney(credit.available)}</strong>],
                ['En mora', credit.inArrears ? 'Sí' : 'No'],
                ['Pedido vencido', credit.hasOrderDue ? 'Sí' : 'No'],
              ]}
            />
          </Section>
        </Grid>
      </Grid>
      <Section id="credito-contratos" title="Contratos">
        {request.contracts.map((contract) => (
          <Accordion key={contract.id} defaultExpanded={request.contracts.length === 1}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h3" variant="h3">
                {contract.number}: {formatMoney(contract.financedAmount)} a {contract.term} meses (
                {CREDIT_CONTRACT_STATUS_LABELS[contract.status]})
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={2}>
                <Facts
                  items={[
                    ['Monto', formatMoney(contract.totalAmount)],
                    ['Prima', `${formatMoney(contract.downPayment)} (${contract.downPaymentPct} %)`],
                    ['Financiado', formatMoney(contract.financedAmount)],
                    ['Tasa anual', `${contract.rate} %`],
                    ['Plazo', `${contract.term} meses`],
                    ['Cuota mensual', formatMoney(contract.fee)],
                    ['Día de pago', String(contract.day)],
                    ['Primer pago', formatCalendarDay(contract.firstPayment)],
                    ['Intereses totales', formatMoney(contract.totalInterest)],
                  ]}
                />
                <SimpleTable
                  caption={`Productos del contrato ${contract.number}`}
                  rows={contract.products}
                  rowKey={(product) => product.id}
                  columns={[
                    { header: 'SKU', cell: (product) => product.sku },
                    { header: 'Producto', cell: (product) => product.name },
                    { header: 'Cantidad', cell: (product) => product.qty, align: 'right' },
                    { header: 'Importe', cell: (product) => formatMoney(product.sum), align: 'right' },
                  ]}
                />
                <SimpleTable
                  caption={`Amortización del contrato ${contract.number}`}
                  rows={contract.schedule}
                  rowKey={(row) => row.number}
                  columns={[
                    { header: 'N.º', cell: (row) => row.number, align: 'right' },
                    { header: 'Fecha', cell: (row) => formatCalendarDay(row.date) },
                    { header: 'Cuota', cell: (row) => formatMoney(row.fee), align: 'right' },
                    { header: 'Interés', cell: (row) => formatMoney(row.interest), align: 'right' },
                    { header: 'Capital', cell: (row) => formatMoney(row.principal), align: 'right' },
                    { header: 'Saldo', cell: (row) => formatMoney(row.balance), align: 'right' },
                  ]}
                />
              </Stack>
            </AccordionDetails>
          </Accordion>
        ))}
      </Section>
    </Stack>
  );
}
