/**
 * The checkout's client-side state types. Every shape the API sends or receives comes from
 * @store/contracts (`Order`, `Place`, `ShippingQuote`, `CreateOrderBody`…); only what the
 * forms and the workflow hold lives here.
 */
import type { ContactDetails } from '@store/contracts';

/**
 * The six contact fields of docs/business-rules.md#form-rules ("Contact / customer"); `fax` is the
 * second phone.
 */
export type ContactValues = ContactDetails;

export const CONTACT_FIELD_NAMES = [
  'custom_field',
  'firstname',
  'lastname',
  'email',
  'telephone',
  'fax',
] as const satisfies readonly (keyof ContactValues)[];

/** The 'Envío' form: selects hold the place ids as text (native select values). */
export interface ShippingValues {
  department: string;
  municipality: string;
  address_1: string;
  address_2: string;
  /**
   * Who receives the parcel, when a saved address names them; without it the order keeps the
   * contact step's name and phone.
   */
  recipient?: { firstname: string; lastname: string; telephone: string };
}

/**
 * The order in progress as the `/orders/{id}…` calls address it: its id, and the access token
 * that opens it without a session (`X-Order-Token`; only `POST /orders` returns it).
 */
export interface OrderRef {
  id: number;
  accessToken: string | null;
}

/** Where a quote is asked for: the municipality's shipping zone, or the place when it has none. */
export type QuoteTarget = { zoneId: number } | { placeId: number };
