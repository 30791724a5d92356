import Typography from '@mui/material/Typography';
import type { PurchaseDelivery } from '@store/contracts';
import { PURCHASES_TEXT } from './purchases-text';

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

/** Where the order goes: the address it ships to, or the store it is picked up at. */
export function DeliveryDetails({ delivery }: { delivery: PurchaseDelivery }) {
  const { address, store } = delivery;
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{delivery.methodLabel}</Typography>
      {address && (
        <Lines
          lines={[
            `${address.firstname} ${address.lastname}`,
            address.address_1,
            address.address_2,
            [address.municipality, address.department].filter(Boolean).join(', '),
            address.telephone && PURCHASES_TEXT.phone(address.telephone),
          ]}
        />
      )}
      {store && (
        <Lines
          lines={[
            store.name,
            store.address,
            PURCHASES_TEXT.hours(store.hours),
            PURCHASES_TEXT.phone(store.phone),
          ]}
        />
      )}
      {!address && !store && (
        <Typography variant="body2" color="text.secondary">
          {PURCHASES_TEXT.deliveryUnknown}
        </Typography>
      )}
    </>
  );
}
