import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ORDER_ACTION_LABELS, type AdminOrderDetail, type OrderAction } from '@store/contracts';
import { apiErrorMessage } from '../../shared/api-error';
import { formatDateTime, formatMoney } from '../../shared/format';
import { Facts, Section } from '../../shared/Section';
import { SimpleTable } from '../../shared/SimpleTable';
import { usePageTitle } from '../../shared/use-page-title';
import { ACTION_DIALOGS } from './OrderActionDialogs';
import { useOrderQuery } from './orders-api';

/** The button of an action, as the order's delivery calls it. */
function actionLabel(action: OrderAction, detail: AdminOrderDetail): string {
  if (action === 'ship') return detail.order.shippingMethod === 'store' ? 'Listo para recoger' : 'Enviar';
  return ORDER_ACTION_LABELS[action];
}

/** One order with everything that happened to it, and the actions its state allows. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const { data: detail, error, isLoading } = useOrderQuery(id, { skip: !Number.isInteger(id) });
  const [openAction, setOpenAction] = useState<OrderAction | null>(null);
  usePageTitle(detail ? `Pedido ${detail.order.number}` : 'Pedido');

  if (isLoading) return <CircularProgress aria-label="Cargando el pedido" />;
  if (error || !detail) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Pedido</Typography>
        <Alert severity="error">{error ? apiErrorMessage(error) : 'Pedido no encontrado.'}</Alert>
        <Link component={RouterLink} to="/pedidos">
          Volver a los pedidos
        </Link>
      </Stack>
    );
  }
  const { order } = detail;
  const address = order.shippingAddress;

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/pedidos">
        ← Pedidos
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h1">Pedido {order.number}</Typography>
        <Typography component="p" variant="h2" color="primary">
          Estado: {order.statusLabel}
        </Typography>
      </Box>
      {detail.allowedActions.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label="Acciones del pedido"
          role="group"
        >
          {detail.allowedActions.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'outlined' : 'contained'}
              color={action === 'cancel' ? 'error' : 'primary'}
              onClick={() => setOpenAction(action)}
            >
              {actionLabel(action, detail)}
            </Button>
          ))}
        </Stack>
      )}
      {detail.allowedActions.map((action) => {
        const Dialog = ACTION_DIALOGS[action];
        return (
          <Dialog
            key={action}
            detail={detail}
            open={openAction === action}
            onClose={() => setOpenAction(null)}
          />
        );
      })}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="pedido-resumen" title="Resumen">
            <Facts
              items={[
                ['Fecha', formatDateTime(order.createdAt)],
                ['Forma de pago', detail.paymentMethodLabel],
                ['Referencia del pago', detail.paymentReference ?? '—'],
                ...(order.reservedUntil && order.status === 'pending_payment'
                  ? ([['Reserva hasta', formatDateTime(order.reservedUntil)]] as [string, string][])
                  : []),
                ...(detail.creditStatus ? ([['Crédito', detail.creditStatus]] as [string, string][]) : []),
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="pedido-contacto" title="Contacto">
            <Facts
              items={[
                ['Nombre', `${order.firstname} ${order.lastname}`],
                ['Correo', order.email],
                ['Teléfono', order.telephone],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section
            id="pedido-entrega"
            title={order.shippingMethod === 'store' ? 'Retiro en tienda' : 'Entrega'}
          >
            {detail.pickupStore ? (
              <Facts
                items={[
                  ['Tienda', detail.pickupStore.name],
                  ['Dirección', detail.pickupStore.address],
                  ['Teléfono', detail.pickupStore.phone],
                  ['Horario', detail.pickupStore.hours],
                ]}
              />
            ) : address ? (
              <Facts
                items={[
                  ['Recibe', `${address.firstname} ${address.lastname} (${address.telephone})`],
                  ['Dirección', [address.address_1, address.address_2].filter(Boolean).join(', ')],
                  [
                    'Lugar',
                    [address.zone, address.municipality, address.department].filter(Boolean).join(', '),
                  ],
                ]}
              />
            ) : (
              <Typography>Sin dirección de entrega.</Typography>
            )}
            {detail.shipment && (
              <Box sx={{ mt: 1 }}>
                <Facts
                  items={[
                    ['Transportista', detail.shipment.carrier],
                    ['Guía', detail.shipment.trackingNumber],
                  ]}
                />
              </Box>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="pedido-totales" title="Totales">
            <Facts
              items={[
                ['Subtotal', formatMoney(order.subtotal)],
                ['Descuento', formatMoney(order.discount)],
                ['Envío', formatMoney(order.shippingTotal)],
                ['ISV incluido', formatMoney(order.tax)],
                ['Total', <strong key="total">{formatMoney(order.total)}</strong>],
                [
                  'Cupón',
                  order.coupon ? `${order.coupon.code} (−${formatMoney(order.coupon.amount)})` : 'Sin cupón',
                ],
              ]}
            />
          </Section>
        </Grid>
      </Grid>
      <Section id="pedido-productos" title="Productos">
        <SimpleTable
          caption="Productos del pedido"
          rows={order.products}
          rowKey={(line) => line.id}
          columns={[
            { header: 'SKU', cell: (line) => line.sku },
            { header: 'Producto', cell: (line) => line.name },
            { header: 'Cantidad', cell: (line) => line.qty, align: 'right' },
            { header: 'Precio', cell: (line) => formatMoney(line.price), align: 'right' },
            { header: 'Descuento', cell: (line) => formatMoney(line.discount), align: 'right' },
            { header: 'Importe', cell: (line) => formatMoney(line.sum), align: 'right' },
          ]}
        />
      </Section>
      <Section id="pedido-intentos" title="Intentos de pago con tarjeta">
        {detail.paymentAttempts.length === 0 ? (
          <Typography>Ningún intento con tarjeta.</Typography>
        ) : (
          <SimpleTable
            caption="Intentos de pago"
            rows={detail.paymentAttempts}
            rowKey={(attempt) => attempt.id}
            columns={[
              { header: 'Fecha', cell: (attempt) => formatDateTime(attempt.createdAt) },
              { header: 'Estado', cell: (attempt) => attempt.status },
              { header: 'Monto', cell: (attempt) => formatMoney(attempt.amount), align: 'right' },
              { header: 'Tarjeta', cell: (attempt) => (attempt.last4 ? `•••• ${attempt.last4}` : '—') },
              { header: 'Autorización', cell: (attempt) => attempt.authCode ?? '—' },
              { header: 'Respuesta', cell: (attempt) => attempt.responseText ?? '—' },
            ]}
          />
        )}
        {detail.gatewayAnswers.length > 0 && (
          <SimpleTable
            caption="Respuestas del banco"
            rows={detail.gatewayAnswers}
            rowKey={(answer) => answer.id}
            columns={[
              { header: 'Recibida', cell: (answer) => formatDateTime(answer.receivedAt) },
              { header: 'Respuesta', cell: (answer) => answer.responseText },
              { header: 'Monto', cell: (answer) => formatMoney(answer.amount), align: 'right' },
              { header: 'Resultado', cell: (answer) => answer.outcome },
              { header: 'Motivo', cell: (answer) => answer.reason ?? '—' },
            ]}
          />
        )}
      </Section>
      <Section id="pedido-historial" title="Historial">
        <SimpleTable
          caption="Historial del pedido"
          rows={detail.events}
          rowKey={(event) => `${event.date}-${event.status}`}
          columns={[
            { header: 'Fecha', cell: (event) => formatDateTime(event.date) },
            { header: 'Estado', cell: (event) => event.label },
            { header: 'Nota', cell: (event) => event.note || '—' },
          ]}
        />
      </Section>
      {detail.paymentReviews.length > 0 && (
        <Section id="pedido-reembolsos" title="Reembolsos">
          <SimpleTable
            caption="Reembolsos del pedido"
            rows={detail.paymentReviews}
            rowKey={(item) => item.id}
            columns={[
              { header: 'Tipo', cell: (item) => item.kindLabel },
              { header: 'Monto', cell: (item) => formatMoney(item.amount), align: 'right' },
              { header: 'Estado', cell: (item) => (item.resolvedAt ? 'Resuelto' : 'Pendiente') },
            ]}
          />
        </Section>
      )}
    </Stack>
  );
}
