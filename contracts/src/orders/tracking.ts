import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http/common.js';
import {
  FIELD_REQUIRED_MESSAGE,
  formVerdict,
  trimmedText,
  type FieldProblems,
  type FormValidation,
} from '../forms/form-rules.js';
import { requiredEmail } from '../forms/contact.js';
import { OrderAmount, OrderLine, PaymentStore, ShippingMethod } from './order.js';
import { OrderStatus, PaymentMethod } from './order-status.js';

/**
 * 'Mi Pedido': an order followed by its number and the e-mail it was placed with. The number is
 * random ('HN-7K3Q-X9PM-2AB4'), so knowing one order's number tells nothing about another's.
 */

export const TrackingBody = Type.Object({
  number: Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      "Número del pedido, p. ej. 'HN-7K3Q-X9PM-2AB4' (mayúsculas o minúsculas, con o sin 'HN' y guiones)",
  }),
  email: Type.String({ minLength: 1, maxLength: 200 }),
});
export type TrackingBody = Static<typeof TrackingBody>;

export const TrackingEvent = Type.Object({
  status: Type.String(),
  label: Type.String(),
  note: Type.String(),
  date: Type.String({ format: 'date-time' }),
});
export type TrackingEvent = Static<typeof TrackingEvent>;

/**
 * Where a tracked order goes. Whoever holds the number and the e-mail reads it, so the
 * recipient's phone (kept on the order for the courier) is left out.
 */
export const TrackingAddress = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  address_1: Type.String(),
  address_2: Type.String(),
  municipality: Type.String(),
  department: Type.String(),
});
export type TrackingAddress = Static<typeof TrackingAddress>;

/** Home delivery to `address`, or pick-up at `store`; both null when the shipping step left nothing. */
export const TrackingDelivery = Type.Object({
  method: ShippingMethod,
  methodLabel: Type.String({ description: "'Envío a domicilio' o 'Retiro en tienda'" }),
  address: Nullable(TrackingAddress),
  store: Nullable(PaymentStore),
});
export type TrackingDelivery = Static<typeof TrackingDelivery>;

/** A home delivery handed to a carrier: who carries it and the guide number to follow it with them. */
export const OrderShipment = Type.Object({
  carrier: Type.String({ description: 'Transportista, p. ej. "Cargo Expreso"' }),
  trackingNumber: Type.String({ description: 'Número de guía del transportista' }),
});
export type OrderShipment = Static<typeof OrderShipment>;

export const OrderTracking = Type.Object({
  number: Type.String({ description: "Número público del pedido, p. ej. 'HN-7K3Q-X9PM-2AB4'" }),
  status: OrderStatus,
  statusLabel: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  subtotal: OrderAmount(),
  discount: OrderAmount(),
  shippingTotal: OrderAmount(),
  tax: OrderAmount('ISV (15 %) contenido en el total'),
  total: OrderAmount(),
  paymentMethod: PaymentMethod,
  paymentMethodLabel: Type.String({ description: "P. ej. 'Transferencia bancaria'" }),
  shippingMethod: Type.String(),
  delivery: TrackingDelivery,
  items: Type.Array(OrderLine),
  events: Type.Array(TrackingEvent),
  // Optional in the contract so that a 'Mi Pedido' build meeting an older API still reads the
  // answer (docs/independent-delivery.md); this API always sends it.
  shipment: Type.Optional(
    Type.Union([OrderShipment, Type.Null()], {
      description: 'Transportista y guía de un envío a domicilio ya enviado; null si no hay',
    }),
  ),
});
export type OrderTracking = Static<typeof OrderTracking>;

// The order number as a shopper types it -----------------------------------------------------------

/** The characters of an order number: no 0/O nor 1/I, so it can be read out and typed without mix-ups. */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ORDER_NUMBER_GROUPS = 3;
const ORDER_NUMBER_GROUP_LENGTH = 4;
const TYPED_ORDER_NUMBER = new RegExp(
  `^(?:HN)?([${ORDER_NUMBER_ALPHABET}]{${String(ORDER_NUMBER_GROUPS * ORDER_NUMBER_GROUP_LENGTH)}})$`,
);

/** The length of an order number without its prefix and dashes. */
export const ORDER_NUMBER_LENGTH = ORDER_NUMBER_GROUPS * ORDER_NUMBER_GROUP_LENGTH;

/** Groups the number's characters as it is stored and shown: 'HN-7K3Q-X9PM-2AB4'. */
export function formatOrderNumber(characters: string): string {
  const groups: string[] = [];
  for (let start = 0; start < characters.length; start += ORDER_NUMBER_GROUP_LENGTH) {
    groups.push(characters.slice(start, start + ORDER_NUMBER_GROUP_LENGTH));
  }
  return `HN-${groups.join('-')}`;
}

/**
 * The number as stored ('HN-7K3Q-X9PM-2AB4') from what a shopper typed: any letter case, with or
 * without 'HN', dashes or spaces. Null when it cannot be an order number (e.g. the old
 * 'HN-000123'), so a form can say so and the API can answer without touching the database.
 */
export function parseOrderNumber(typed: string): string | null {
  const characters = TYPED_ORDER_NUMBER.exec(typed.toUpperCase().replace(/[\s-]+/g, ''))?.[1];
  return characters ? formatOrderNumber(characters) : null;
}

export const TRACKING_MESSAGES = {
  numberInvalid: 'Escribe el número como aparece en tu pedido: HN-XXXX-XXXX-XXXX',
} as const;

/** What the 'Mi Pedido' form holds: either field may still be missing. */
export type TrackingFormInput = Partial<Record<keyof TrackingBody, string | undefined>>;

/**
 * The 'Mi Pedido' form (and any form that names an order by number and e-mail, such as the
 * after-purchase survey): both required ('Campo Requerido'), the number in the shape of
 * parseOrderNumber, the e-mail as the contact form takes it. Accepted: the number as stored and
 * the e-mail in lower case. It checks only the shape: whether the pair names an order is the
 * API's answer (one 404 whichever half is wrong).
 */
export function validateTrackingForm(input: TrackingFormInput): FormValidation<TrackingBody> {
  const problems: FieldProblems = {};
  const typed = trimmedText(input.number);
  const number = parseOrderNumber(typed);
  if (typed === '') problems.number = FIELD_REQUIRED_MESSAGE;
  else if (number === null) problems.number = TRACKING_MESSAGES.numberInvalid;
  const email = requiredEmail(problems, 'email', input.email, FIELD_REQUIRED_MESSAGE);
  return formVerdict(problems, { number: number ?? '', email });
}
