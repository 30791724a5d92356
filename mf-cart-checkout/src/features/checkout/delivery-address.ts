import type { Order } from '@store/contracts';

type DeliveryAddress = NonNullable<Order['shippingAddress']>;

/** The delivery address as the checkout shows it: street lines, then municipality and department. */
export function deliveryAddressLines(address: DeliveryAddress): string[] {
  return [
    address.address_1,
    address.address_2,
    [address.municipality, address.department].filter(Boolean).join(', '),
  ];
}
