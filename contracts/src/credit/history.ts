import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX, Nullable } from '../http/common.js';
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

/** One order the customer placed (`GET /customers/get-compras/{id}`), with its products and totals. */
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
});
export type Purchase = Static<typeof Purchase>;
