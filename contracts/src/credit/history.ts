import { Type, type Static } from '@sinclair/typebox';
import { CustomerIdParams } from '../accounts/customer.js';
import { DbId, INT4_MAX, Nullable } from '../http/common.js';
import { StringEnum } from '../http/enums.js';
import { OrderShippingAddress, PaymentStore } from '../orders/order.js';
import { Money } from './money.js';

/** d1/d2 of the portal's history calls; both days included. */
export const HistoryRangeQuery = Type.Object({
  d1: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'Desde (AAAA-MM-DD, incluido); por defecto 12 meses antes de d2',
    }),
  ),
  d2: Type.Optional(
    Type.String({ maxLength: 10, description: 'Hasta (AAAA-MM-DD, incluido); por defecto hoy' }),
  ),
});
export type HistoryRangeQuery = Static<typeof HistoryRangeQuery>;

/** `?contract_id` of `GET /customers/get-contracts-details/{id}`. */
export const ContractDetailQuery = Type.Object({
  contract_id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
});
export type ContractDetailQuery = Static<typeof ContractDetailQuery>;

export const PurchaseItem = Type.Object({
  productId: Type.Integer(),
  slug: Nullable(Type.String()),
  sku: Type.String(),
  name: Type.String(),
  qty: Type.Integer(),
  unitPrice: Money(),
  discount: Money(),
  lineTotal: Money(),
});
export type PurchaseItem = Static<typeof PurchaseItem>;

/** How an order reaches the customer: the checkout's shipping step saves one or the other. */
export const PURCHASE_DELIVERY_METHODS = ['home', 'store'] as const;

/**
 * Where the order goes, as the checkout saved it on the order: home delivery to `address`, or
 * pick-up at `store` (the other one is null; both null only for an order whose shipping step
 * left nothing behind).
 */
export const PurchaseDelivery = Type.Object({
  method: StringEnum(PURCHASE_DELIVERY_METHODS),
  methodLabel: Type.String({ description: "'Envío a domicilio' o 'Retiro en tienda'" }),
  address: Nullable(OrderShippingAddress),
  store: Nullable(PaymentStore),
});
export type PurchaseDelivery = Static<typeof PurchaseDelivery>;

/** One line of the order's status history (the same events 'Mi Pedido' shows), oldest first. */
export const PurchaseStatusChange = Type.Object({
  status: Type.String(),
  label: Type.String(),
  note: Type.String(),
  date: Type.String({ format: 'date-time' }),
});
export type PurchaseStatusChange = Static<typeof PurchaseStatusChange>;

/** `{id}/{orderId}` of `GET /customers/{id}/purchases/{orderId}`: one purchase of the token's customer. */
export const PurchaseParams = Type.Object({
  ...CustomerIdParams.properties,
  orderId: DbId,
});
export type PurchaseParams = Static<typeof PurchaseParams>;

/**
 * One order the customer placed (`GET /customers/get-compras/{id}` lists them,
 * `GET /customers/{id}/purchases/{orderId}` returns one), with its products, totals, delivery
 * and status history.
 */
export const Purchase = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  status: Type.String(),
  statusLabel: Type.String(),
  paymentMethod: Type.String(),
  paymentMethodLabel: Type.String(),
  creditOrderId: Nullable(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
  subtotal: Money(),
  discountTotal: Money(),
  shippingTotal: Money(),
  taxTotal: Money('ISV incluido en el total'),
  total: Money(),
  items: Type.Array(PurchaseItem),
  delivery: PurchaseDelivery,
  history: Type.Array(PurchaseStatusChange),
});
export type Purchase = Static<typeof Purchase>;
