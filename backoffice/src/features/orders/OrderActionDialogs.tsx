import type { AdminOrderDetail, OrderAction } from '@store/contracts';
import { Typography } from '@mui/material';
import { ActionDialog } from '../../shared/ActionDialog';
import { FormTextField, parseAmount, required } from '../../shared/form-fields';
import { formatMoney } from '../../shared/format';
import {
  useCancelOrderMutation,
  useConfirmPaymentMutation,
  useDeliverOrderMutation,
  useShipOrderMutation,
} from './orders-api';

interface DialogProps {
  detail: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
}

interface ConfirmValues {
  reference?: string;
  amount?: string;
}

/** The amount received must be the order's total to the cent (the API checks it again). */
export function validateConfirmPayment(total: number) {
  return (values: ConfirmValues): Partial<Record<keyof ConfirmValues, string>> => {
    const errors: Partial<Record<keyof ConfirmValues, string>> = {};
    if (!values.reference?.trim())
      errors.reference = 'Escribe la referencia del depósito o el número del recibo.';
    const amount = parseAmount(values.amount);
    if (!values.amount?.trim()) errors.amount = 'Escribe el monto recibido.';
    else if (amount === null) errors.amount = 'Escribe el monto en lempiras, p. ej. 1,234.50.';
    else if (Math.round(amount * 100) !== Math.round(total * 100)) {
      errors.amount = `El monto debe ser igual al total del pedido (${formatMoney(total)}).`;
    }
    return errors;
  };
}

export function ConfirmPaymentDialog({ detail, open, onClose }: DialogProps) {
  const [confirm] = useConfirmPaymentMutation();
  const { order } = detail;
  return (
    <ActionDialog<ConfirmValues>
      open={open}
      onClose={onClose}
      title="Confirmar pago"
      submitLabel="Confirmar pago"
      successMessage={`Pago del pedido ${order.number} confirmado`}
      validate={validateConfirmPayment(order.total)}
      onSubmit={(values) =>
        confirm({
          id: order.id,
          body: { reference: (values.reference ?? '').trim(), amount: parseAmount(values.amount) ?? 0 },
        }).unwrap()
      }
    >
      <Typography>
        Total del pedido: <strong>{formatMoney(order.total)}</strong> ({detail.paymentMethodLabel})
      </Typography>
      <FormTextField name="reference" label="Referencia del depósito o número de recibo" required />
      <FormTextField
        name="amount"
        label="Monto recibido (L)"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </ActionDialog>
  );
}

interface ShipValues {
  carrier?: string;
  trackingNumber?: string;
}

export function ShipDialog({ detail, open, onClose }: DialogProps) {
  const [ship] = useShipOrderMutation();
  const { order } = detail;
  const pickup = order.shippingMethod === 'store';
  return (
    <ActionDialog<ShipValues>
      open={open}
      onClose={onClose}
      title={pickup ? 'Listo para recoger' : 'Enviar pedido'}
      submitLabel={pickup ? 'Marcar listo para recoger' : 'Enviar'}
      successMessage={pickup ? `Pedido ${order.number} listo para recoger` : `Pedido ${order.number} enviado`}
      onSubmit={(values) =>
        ship({
          id: order.id,
          body: pickup
            ? {}
            : {
                carrier: (values.carrier ?? '').trim(),
                trackingNumber: (values.trackingNumber ?? '').trim(),
              },
        }).unwrap()
      }
    >
      {pickup ? (
        <Typography>
          El cliente recoge en {detail.pickupStore?.name ?? 'la tienda'}. Se le avisará por correo que su
          pedido está listo.
        </Typography>
      ) : (
        <>
          <FormTextField
            name="carrier"
            label="Transportista"
            required
            validate={required('Escribe el transportista.')}
          />
          <FormTextField
            name="trackingNumber"
            label="Número de guía"
            required
            validate={required('Escribe el número de guía.')}
          />
        </>
      )}
    </ActionDialog>
  );
}

export function DeliverDialog({ detail, open, onClose }: DialogProps) {
  const [deliver] = useDeliverOrderMutation();
  const { order } = detail;
  return (
    <ActionDialog<object>
      open={open}
      onClose={onClose}
      title="Marcar entregado"
      submitLabel="Marcar entregado"
      successMessage={`Pedido ${order.number} entregado`}
      onSubmit={() => deliver({ id: order.id }).unwrap()}
    >
      <Typography>¿El cliente ya recibió el pedido {order.number}? Se le avisará por correo.</Typography>
    </ActionDialog>
  );
}

interface CancelValues {
  reason?: string;
}

export function CancelDialog({ detail, open, onClose }: DialogProps) {
  const [cancel] = useCancelOrderMutation();
  const { order } = detail;
  return (
    <ActionDialog<CancelValues>
      open={open}
      onClose={onClose}
      title="Cancelar pedido"
      submitLabel="Cancelar pedido"
      destructive
      successMessage={`Pedido ${order.number} cancelado`}
      onSubmit={(values) => cancel({ id: order.id, body: { reason: (values.reason ?? '').trim() } }).unwrap()}
    >
      <Typography>
        Las existencias y el cupón se devuelven. Si el pedido ya estaba pagado, queda un reembolso pendiente
        en «Pagos a revisar».
      </Typography>
      <FormTextField
        name="reason"
        label="Motivo (se le envía al cliente)"
        required
        multiline
        minRows={2}
        validate={required('Escribe el motivo de la cancelación.')}
      />
    </ActionDialog>
  );
}

export const ACTION_DIALOGS: Record<OrderAction, (props: DialogProps) => React.JSX.Element> = {
  'confirm-payment': ConfirmPaymentDialog,
  ship: ShipDialog,
  deliver: DeliverDialog,
  cancel: CancelDialog,
};
