/** Field rules of the shipping and billing steps, with Spanish messages per field. */
import {
  CONTACT_MESSAGES,
  validateShippingAddressForm,
  type OrderBillingBody,
  type OrderShippingBody,
} from '@store/contracts';
import { validationError } from '../http/errors.js';
import { cardDigits, validateCard } from '../payments/card-validation.js';
import type { CardCheckout, ShippingChoice } from './order-checkout.js';

export function validateShipping(body: OrderShippingBody): ShippingChoice {
  const fields: Record<string, string> = {};
  if (body.shipping_method === 'store') {
    if (body.store_id === undefined) throw validationError({ store_id: CONTACT_MESSAGES.required });
    return { method: 'store', storeId: body.store_id };
  }
  // The checkout's "Envío" form runs the same rule on these texts (@store/contracts).
  const address = validateShippingAddressForm(body);
  if (!address.ok) Object.assign(fields, address.fields);
  if (body.place_id === undefined && body.shipping_zone_id === undefined)
    fields.place_id = CONTACT_MESSAGES.required;
  if (!address.ok || Object.keys(fields).length > 0) throw validationError(fields);
  // Empty name and phone fall back to the contact step's.
  const { address_1, address_2, firstname, lastname, telephone } = address.value;
  return {
    method: 'home',
    placeId: body.place_id ?? null,
    zoneId: body.place_id === undefined ? (body.shipping_zone_id ?? null) : null,
    address_1,
    address_2,
    firstname: firstname || null,
    lastname: lastname || null,
    telephone: telephone || null,
  };
}

/** Honduran RTN: 14 digits (dashes allowed when typed). */
const RTN_PATTERN = /^\d{14}$/;

/**
 * Validates the card (Luhn, expiry in the future, CVC) and the invoice data, and keeps only
 * what may be stored: the last four digits and the holder's name. The number and the CVC are
 * not returned, so they cannot reach the database or a log from here on.
 */
export function validateBilling(body: OrderBillingBody): CardCheckout {
  const fields = validateCard(body.order_payment);
  const rtn = body.rtn?.replace(/[-\s]/g, '') ?? '';
  if (rtn !== '' && !RTN_PATTERN.test(rtn)) fields.rtn = 'RTN inválido';
  const businessName = body.business_name?.trim() ?? '';
  if (businessName.length > 120) fields.business_name = CONTACT_MESSAGES.tooLong;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return {
    cardLast4: cardDigits(body.order_payment.card_number).slice(-4),
    cardName: body.order_payment.card_name.trim().slice(0, 100),
    billing: {
      ...(rtn !== '' ? { rtn } : {}),
      ...(businessName !== '' ? { business_name: businessName } : {}),
    },
  };
}
