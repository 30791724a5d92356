/** The parts of an address (an order's delivery, a saved address) that say where it is. */
export interface AddressLinesSource {
  address_1: string;
  address_2: string;
  municipality: string;
  department: string;
}

/** An address as the store writes it: street lines, then municipality and department. */
export function addressLines(address: AddressLinesSource): string[] {
  return [
    address.address_1,
    address.address_2,
    [address.municipality, address.department].filter(Boolean).join(', '),
  ];
}
