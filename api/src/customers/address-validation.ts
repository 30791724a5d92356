/**
 * The address book's form rules (the contact form's words, docs/business-rules.md#form-rules).
 * They live once in `@store/contracts`; this module keeps the names the customer routes and
 * repository import.
 */
import type { AddressDetails } from '@store/contracts';

export { validateAddressForm as validateAddress } from '@store/contracts';

/** An accepted address, as the repository stores it. */
export type AddressForm = AddressDetails;
