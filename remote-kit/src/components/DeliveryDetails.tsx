import { Typography } from '@store/app-kit/shared-mui-components';
import type { PaymentStore } from '@store/contracts';
import { addressLines, type AddressLinesSource } from '../forms/address-lines';

/** The delivery of an order as the API describes it (a purchase, a tracked order). */
export interface DeliveryDetailsSource {
  methodLabel: string;
  address: (AddressLinesSource & { firstname: string; lastname: string; telephone?: string }) | null;
  store: PaymentStore | null;
}

export const DELIVERY_TEXT = {
  unknown: 'El pedido aún no tiene datos de entrega.',
  phone: (phone: string) => `Teléfono: ${phone}`,
  hours: (hours: string) => `Horario: ${hours}`,
} as const;

/** Lines of text, leaving out the parts the order did not save. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <Typography key={index} variant="body2">
            {line}
          </Typography>
        ))}
    </>
  );
}

/**
 * Where an order goes: who receives it and the address it ships to, or the store it is picked
 * up at (hours, phone). The portal's purchase detail and the support team's order tracking.
 */
export function DeliveryDetails({ delivery }: { delivery: DeliveryDetailsSource }) {
  const { address, store } = delivery;
  if (!address && !store) {
    return (
      <Typography variant="body2" color="text.secondary">
        {DELIVERY_TEXT.unknown}
      </Typography>
    );
  }
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{delivery.methodLabel}</Typography>
      {address && (
        <Lines
          lines={[
            `${address.firstname} ${address.lastname}`.trim(),
            ...addressLines(address),
            address.telephone ? DELIVERY_TEXT.phone(address.telephone) : '',
          ]}
        />
      )}
      {store && (
        <Lines
          lines={[
            store.name,
            store.address,
            DELIVERY_TEXT.hours(store.hours),
            DELIVERY_TEXT.phone(store.phone),
          ]}
        />
      )}
    </>
  );
}
