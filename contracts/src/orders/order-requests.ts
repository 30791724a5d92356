import { Kind, Type, type Static } from '@sinclair/typebox';
import { CouponCode } from '../coupons/coupon.js';
import { COUPON_CODE_LIMITS } from '../forms/coupon.js';
import { DbId, Nullable } from '../http/common.js';
import { StringEnum } from '../http/enums.js';
import { NullableInput } from '../http/nullable-input.js';
import { BANK_CODES, OrderAmount, SHIPPING_METHODS, type BankCode } from './order.js';
import { ORDER_LIMITS } from './order-limits.js';

/**
 * What the checkout sends to the order routes. Bodies keep the limits they always had: the
 * Spanish field rules (docs/business-rules.md#form-rules) run in the handlers, these only bound
 * what is parsed.
 */

/** Headers of every `/orders/{id}…` route: a guest opens the order with its token. */
export const OrderTokenHeaders = Type.Object({
  'x-order-token': Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'accessToken del pedido (invitados); o Authorization: Bearer del dueño',
    }),
  ),
});
export type OrderTokenHeaders = Static<typeof OrderTokenHeaders>;

/** POST /orders: the same key replays the first answer instead of placing a second order. */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'UUID aleatorio por intento de compra' }),
  ),
});
export type IdempotencyKeyHeaders = Static<typeof IdempotencyKeyHeaders>;

/** A cart line as the order routes read it: the server prices it, so only id and qty count. */
export const OrderLineInput = Type.Object({
  id: DbId,
  qty: Type.Integer({ minimum: 1, maximum: ORDER_LIMITS.maxUnitsPerLine }),
});
export type OrderLineInput = Static<typeof OrderLineInput>;

/** A row id with its own description (ids in bodies and queries say what they name). */
const dbIdOf = (description: string) =>
  Type.Integer({ minimum: DbId.minimum, maximum: DbId.maximum, description });

const OrderLinesInput = Type.Array(OrderLineInput, {
  maxItems: ORDER_LIMITS.maxLines,
  description: 'Líneas del carrito; solo se leen id y qty (precio, suma y nombre se ignoran)',
});

const contactText = (description?: string) =>
  Type.Optional(Type.String({ maxLength: 400, ...(description ? { description } : {}) }));

/**
 * The contact form's fields as bodies carry them (docs/business-rules.md#form-rules; rules in
 * forms/contact).
 */
const orderContactFields = {
  email: contactText(),
  firstname: contactText(),
  lastname: contactText(),
  telephone: contactText(),
  fax: contactText(),
  custom_field: contactText('Número de identidad'),
};

/** POST /orders. */
export const CreateOrderBody = Type.Object({
  products: OrderLinesInput,
  ...orderContactFields,
  coupon: Type.Optional(NullableInput(Type.String({ maxLength: COUPON_CODE_LIMITS.maxLength }))),
  customer_id: Type.Optional(NullableInput(dbIdOf('Si se envía, debe ser el cliente del token'))),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** PUT /orders/{id}: the contact step, and/or new products. */
export const UpdateOrderBody = Type.Object({
  products: Type.Optional(OrderLinesInput),
  ...orderContactFields,
  customer_id: Type.Optional(NullableInput(DbId)),
});
export type UpdateOrderBody = Static<typeof UpdateOrderBody>;

/**
 * PUT /orders/{id}/shipping. `shipping_method` defaults to 'home' (the schema fills it in on
 * the server; it stays optional for clients).
 */
export const OrderShippingBody = Type.Object({
  shipping_method: Type.Optional(StringEnum(SHIPPING_METHODS, { default: 'home' })),
  place_id: Type.Optional(dbIdOf('Municipio (places); su zona decide el costo')),
  shipping_zone_id: Type.Optional(DbId),
  store_id: Type.Optional(dbIdOf("Tienda de retiro cuando shipping_method es 'store'")),
  address_1: Type.Optional(Type.String({ maxLength: 1000 })),
  address_2: Type.Optional(Type.String({ maxLength: 1000 })),
  firstname: Type.Optional(Type.String({ maxLength: 400 })),
  lastname: Type.Optional(Type.String({ maxLength: 400 })),
  telephone: Type.Optional(Type.String({ maxLength: 400 })),
});
export type OrderShippingBody = Static<typeof OrderShippingBody>;

/** GET /orders/{id}/calculate-shipping: a zone or a municipality ('home'), or pick-up ('store'). */
export const ShippingQuoteQuery = Type.Object({
  shipping_zone_id: Type.Optional(DbId),
  place_id: Type.Optional(dbIdOf('Alternativa a shipping_zone_id: el municipio')),
  shipping_method: Type.Optional(StringEnum(SHIPPING_METHODS, { default: 'home' })),
});
export type ShippingQuoteQuery = Static<typeof ShippingQuoteQuery>;

/** What shipping would cost the order; asking changes nothing. */
export const ShippingQuote = Type.Object({
  shippingZoneId: Nullable(Type.Integer()),
  shippingMethod: StringEnum(SHIPPING_METHODS),
  shippingTotal: OrderAmount(),
  deliveryDays: Type.Integer(),
  subtotal: OrderAmount(),
  discount: OrderAmount(),
  total: OrderAmount(),
});
export type ShippingQuote = Static<typeof ShippingQuote>;

/** PUT /orders/{id}/coupon. */
export const OrderCouponBody = Type.Object({ code: CouponCode });
export type OrderCouponBody = Static<typeof OrderCouponBody>;

/** The card as the billing step sends it; only the last four digits and the name are kept. */
export const PaymentCard = Type.Object({
  card_number: Type.String({ maxLength: 40 }),
  card_name: Type.String({ maxLength: 200 }),
  expiry: Type.String({ maxLength: 10, description: 'MM/AA' }),
  cvc: Type.String({ maxLength: 10 }),
  processor: Type.Optional(Type.String({ maxLength: 60 })),
});
export type PaymentCard = Static<typeof PaymentCard>;

/** PUT /orders/{id}/billing: card payment, with optional invoice data. */
export const OrderBillingBody = Type.Object({
  order_payment: PaymentCard,
  rtn: Type.Optional(Type.String({ maxLength: 40, description: 'RTN para la factura (14 dígitos)' })),
  business_name: Type.Optional(Type.String({ maxLength: 200, description: 'Razón social para la factura' })),
});
export type OrderBillingBody = Static<typeof OrderBillingBody>;

/**
 * `bank` of a transfer: one of BANK_CODES or null (every account listed). Written as one
 * `enum` that includes null, as the route always described it; the `StringEnum` kind's check
 * (a plain `enum` lookup) reads it the same way on clients.
 */
const TransferBank = Type.Unsafe<BankCode | null>({
  [Kind]: 'StringEnum',
  type: ['string', 'null'],
  enum: [...BANK_CODES, null],
});

const TransferFields = Type.Object({ bank: Type.Optional(TransferBank) });

/** PUT /orders/{id}/transfer: an empty or null body lists every account. */
export const TransferBody = Type.Unsafe<Static<typeof TransferFields> | null>({
  ...TransferFields,
  type: ['object', 'null'],
});
export type TransferBody = Static<typeof TransferBody>;

/** PUT /orders/{id}/storepay. */
export const StorePayBody = Type.Object({ store_id: DbId });
export type StorePayBody = Static<typeof StorePayBody>;
