/** Field rules of the shipping and billing steps, with Spanish messages per field. */
import {
  CONTACT_MESSAGES,
  NAME_MAX,
  isPhone,
  optionalText,
  requiredText,
  text,
} from '../forms/contact-form.js';
import { validationError } from '../http/errors.js';
import { cardDigits, validateCard, type CardInput } from '../payments/card-validation.js';
import type { CardCheckout, ShippingChoice } from './order-checkout.js';

export interface ShippingBody {
  shipping_method?: 'home' | 'store';
  place_id?: number;
  shipping_zone_id?: number;
  store_id?: number;
  address_1?: string;
  address_2?: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
}

/** Address lines of the order's shipping address (the address book allows 255). */
const ADDRESS_LINE_MAX = 200;

export function validateShipping(body: ShippingBody): ShippingChoice {
  const fields: Record<string, string> = {};
  if (body.shipping_method === 'store') {
    if (body.store_id === undefined) throw validationError({ store_id: CONTACT_MESSAGES.required });
    return { method: 'store', storeId: body.store_id };
  }
  const address1 = requiredText(fields, 'address_1', body.address_1, ADDRESS_LINE_MAX);
  const address2 = optionalText(fields, 'address_2', body.address_2, ADDRESS_LINE_MAX);
  if (body.place_id === undefined && body.shipping_zone_id === undefined)
    fields.place_id = CONTACT_MESSAGES.required;
  // Name and phone are optional here: empty ones fall back to the contact step's.
  const firstname = optionalText(fields, 'firstname', body.firstname, NAME_MAX) || null;
  const lastname = optionalText(fields, 'lastname', body.lastname, NAME_MAX) || null;
  const telephone = text(body.telephone) || null;
  if (telephone && !isPhone(telephone)) fields.telephone = CONTACT_MESSAGES.invalidPhone;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return {
    method: 'home',
    placeId: body.place_id ?? null,
    zoneId: body.place_id === undefined ? (body.shipping_zone_id ?? null) : null,
    address_1: address1,
    address_2: address2,
    firstname,
    lastname,
    telephone,
  };
}

export interface BillingBody {
  order_payment: CardInput & { processor?: string };
  rtn?: string;
  business_name?: string;
}

/** Honduran RTN: 14 digits (dashes allowed when typed). */
const RTN_PATTERN = /^\d{14}$/;

/**
 * Validates the card (Luhn, expiry in the future, CVC) and the invoice data, and keeps only
 * what may be stored: the last four digits and the holder's name. The number and the CVC are
 * not returned, so they cannot reach the database or a log from here on.
 */
export function validateBilling(body: BillingBody): CardCheckout {
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
