/** Field rules of the shipping and billing steps, with Spanish messages per field. */
import { cardDigits, validateCard, type CardInput } from '../payments/card-validation.js';
import { CONTACT_MESSAGES, isPhone } from './contact-validation.js';
import type { CardCheckout, ShippingChoice } from './order-checkout.js';
import { validationError } from './order-errors.js';

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

const optionalText = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function validateShipping(body: ShippingBody): ShippingChoice {
  const fields: Record<string, string> = {};
  if (body.shipping_method === 'store') {
    if (body.store_id === undefined) throw validationError({ store_id: CONTACT_MESSAGES.required });
    return { method: 'store', storeId: body.store_id };
  }
  const address1 = body.address_1?.trim() ?? '';
  const address2 = body.address_2?.trim() ?? '';
  if (address1 === '') fields.address_1 = CONTACT_MESSAGES.required;
  else if (address1.length > 200) fields.address_1 = CONTACT_MESSAGES.tooLong;
  if (address2.length > 200) fields.address_2 = CONTACT_MESSAGES.tooLong;
  if (body.place_id === undefined && body.shipping_zone_id === undefined)
    fields.place_id = CONTACT_MESSAGES.required;
  const firstname = optionalText(body.firstname);
  const lastname = optionalText(body.lastname);
  const telephone = optionalText(body.telephone);
  if (firstname && firstname.length > 32) fields.firstname = CONTACT_MESSAGES.tooLong;
  if (lastname && lastname.length > 32) fields.lastname = CONTACT_MESSAGES.tooLong;
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
