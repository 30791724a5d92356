import type { Address, OrderShippingAddress } from '@store/contracts';
import type { ShippingValues } from '../checkout-types';

/** The 'Envío' form with the saved addresses on offer: which one (its id as text), or another. */
export interface ShippingChoiceValues extends ShippingValues {
  savedAddress: string;
}

/** The choice of 'Otra dirección' (a saved address is chosen by its id). */
export const OTHER_ADDRESS = 'otra';

/** The saved address a choice names; none for 'Otra dirección' (or an address no longer offered). */
export function chosenSavedAddress(
  addresses: readonly Address[],
  choice: string | undefined,
): Address | undefined {
  return addresses.find((address) => String(address.id) === choice);
}

/**
 * What the step opens with: the saved address the order already ships to; for an order without
 * a delivery yet, the default address (the API lists it first); otherwise 'Otra dirección'.
 */
export function initialAddressChoice(
  addresses: readonly Address[],
  delivery: OrderShippingAddress | null,
): string {
  const preferred = delivery
    ? addresses.find(
        (address) =>
          address.place_id === delivery.place_id &&
          address.address_1 === delivery.address_1 &&
          address.address_2 === delivery.address_2,
      )
    : (addresses.find((address) => address.is_default) ?? addresses[0]);
  return preferred ? String(preferred.id) : OTHER_ADDRESS;
}

/**
 * A saved address as the form would have held it, so the shipping call sends the same
 * `PUT /orders/{id}/shipping` body (its municipality and lines) whichever way it was chosen,
 * plus the person the address book names to receive the parcel there.
 */
export function shippingValuesOf(address: Address): ShippingValues {
  return {
    department: address.department_id === null ? '' : String(address.department_id),
    municipality: String(address.place_id),
    address_1: address.address_1,
    address_2: address.address_2,
    recipient: { firstname: address.firstname, lastname: address.lastname, telephone: address.telephone },
  };
}
