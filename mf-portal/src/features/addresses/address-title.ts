import type { Address } from '@store/contracts';

/** How the book names an address: its alias ('Casa', 'Oficina'), or its first line without one. */
export function addressTitle(address: Address): string {
  return address.alias || address.address_1;
}
