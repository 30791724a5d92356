/**
 * The order API's shapes as this remote reads them (api/docs/orders.md and
 * api/docs/catalogue-extras.md). Only the fields the checkout uses are listed.
 */

/** The six contact fields of spec section 5 ("Contact/customer form"); `fax` is the second phone. */
export interface ContactValues {
  custom_field: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  fax: string;
}

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
}

export interface OrderLine {
  id: number;
  slug: string;
  sku: string;
  name: string;
  qty: number;
  price: number;
  sum: number;
  discount: number;
}

export interface ShippingAddress {
  firstname: string;
  lastname: string;
  telephone: string;
  address_1: string;
  address_2: string;
  place_id: number | null;
  municipality: string;
  department: string;
  zone: string;
}

/** The order as the server computed it; money fields already parsed to numbers. */
export interface CheckoutOrder {
  id: number;
  number: string;
  status: string;
  statusLabel: string;
  step: number;
  paymentMethod: string;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
  fax: string;
  custom_field: string;
  products: OrderLine[];
  coupon: { code: string; amount: number } | null;
  subtotal: number;
  discount: number;
  shippingTotal: number;
  shippingMethod: string | null;
  shippingZoneId: number | null;
  shippingAddress: ShippingAddress | null;
  tax: number;
  total: number;
}

export interface ShippingZone {
  id: number;
  name: string;
  cost: number;
  freeFrom: number | null;
  deliveryDays: number;
}

export interface Place {
  id: number;
  name: string;
  kind: 'country' | 'department' | 'municipality';
  code: string;
  status: number;
  country_id: number | null;
  parent_zone_id: number | null;
  shipping_zone_id: number | null;
  shippingZone: ShippingZone | null;
}

/** `GET /orders/{id}/calculate-shipping` (does not change the order). */
export interface ShippingQuote {
  shippingZoneId: number | null;
  shippingMethod: string;
  shippingTotal: number;
  deliveryDays: number;
  subtotal: number;
  discount: number;
  total: number;
}

/** What a failed call leaves in checkout state (spec section 8) and in the form. */
export interface CheckoutFailure {
  message: string;
  status: number;
  fields?: Record<string, string>;
}
