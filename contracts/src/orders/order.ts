import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http/common.js';
import { OrderStatus, PaymentMethod } from './order-status.js';
import { StringEnum } from '../http/enums.js';
import { COUPON_TYPES } from '../catalog/product.js';
import { CouponDiscountType } from '../coupons/coupon.js';

/**
 * The order as every order route returns it (api/docs/orders.md). Schemas are inlined (no
 * `$ref`) so each route's serializer and the OpenAPI document see the whole shape; the
 * serializer drops any field not listed here.
 */

/** An amount of an order, a JSON number in lempiras with ISV. */
export const OrderAmount = (description = 'Lempiras (HNL), ISV incluido') => Type.Number({ description });
const dateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

export const SHIPPING_METHODS = ['home', 'store'] as const;
/** Home delivery (priced by the municipality's zone) or pick-up at a store (free). */
export const ShippingMethod = StringEnum(SHIPPING_METHODS);
export type ShippingMethod = Static<typeof ShippingMethod>;

/** Banks the shopper may name in PUT /orders/{id}/transfer (the API lists their accounts). */
export const BANK_CODES = ['atlantida', 'bac', 'ficohsa', 'banpais'] as const;
export type BankCode = (typeof BANK_CODES)[number];
/** How the store and the checkout name each bank (the accounts themselves are the API's). */
export const BANK_NAMES: Readonly<Record<BankCode, string>> = {
  atlantida: 'Banco Atlántida',
  bac: 'BAC Credomatic',
  ficohsa: 'Banco Ficohsa',
  banpais: 'Banpaís',
};

/** One product line, priced by the server. */
export const OrderLine = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  qty: Type.Integer(),
  /** Unit sale price when the order was placed or last changed. */
  price: OrderAmount(),
  sum: OrderAmount(),
  /** Coupon discount booked on this line (one line at most). */
  discount: OrderAmount(),
  mainImage: Type.Object({ alt: Type.String(), size350: Type.String() }),
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderCoupon = Type.Object({
  code: Type.String(),
  type: StringEnum(COUPON_TYPES),
  discountType: CouponDiscountType,
  /** The coupon's figure: percent or lempiras. */
  discount: Type.Number(),
  /** What it takes off this order. */
  amount: OrderAmount(),
  validProducts: Type.Array(Type.Integer()),
});
export type OrderCoupon = Static<typeof OrderCoupon>;

export const OrderShippingAddress = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  telephone: Type.String(),
  address_1: Type.String(),
  address_2: Type.String(),
  place_id: Nullable(Type.Integer()),
  municipality: Type.String(),
  department: Type.String(),
  zone: Type.String(),
});
export type OrderShippingAddress = Static<typeof OrderShippingAddress>;

/** Invoice data saved with a card payment. */
export const OrderBilling = Type.Object({ rtn: Type.String(), business_name: Type.String() });
export type OrderBilling = Static<typeof OrderBilling>;

export const BankAccount = Type.Object({
  /** Code the shopper may send as `bank` in PUT /orders/{id}/transfer. */
  bank: Type.String(),
  bankName: Type.String(),
  accountType: Type.String(),
  accountNumber: Type.String(),
  currency: Type.String(),
});
export type BankAccount = Static<typeof BankAccount>;

/** Where an order is paid at a store. */
export const PaymentStore = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  hours: Type.String(),
});
export type PaymentStore = Static<typeof PaymentStore>;

/** What the shopper needs to pay an order by transfer or at a store. */
export const PaymentInstructions = Type.Object(
  {
    method: StringEnum(['transfer', 'store-pay']),
    amount: OrderAmount(),
    currency: Type.String(),
    reference: Type.String({ description: 'Número de pedido: referencia del pago' }),
    deadline: dateTime('Pagar antes de este momento o el pedido vence'),
    beneficiary: Type.Object({ name: Type.String(), rtn: Type.String() }),
    /** Transfer: the accounts (only the chosen bank's when one was chosen). */
    accounts: Type.Array(BankAccount),
    /** Pay at store: where. */
    store: Nullable(PaymentStore),
    steps: Type.Array(Type.String()),
  },
  { description: 'Instrucciones de pago (transferencia o pago en tienda)' },
);
export type PaymentInstructions = Static<typeof PaymentInstructions>;

export const Order = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: "Número público, aleatorio, p. ej. 'HN-7K3Q-X9PM-2AB4'" }),
  status: OrderStatus,
  statusLabel: Type.String(),
  step: Type.Integer({ description: '0 inicio, 1 contacto, 2 envío, 3 pago, 4 crédito' }),
  paymentMethod: PaymentMethod,
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  telephone: Type.String(),
  fax: Type.String(),
  custom_field: Type.String(),
  customerId: Nullable(Type.Integer()),
  products: Type.Array(OrderLine),
  coupon: Nullable(OrderCoupon),
  subtotal: OrderAmount(),
  discount: OrderAmount(),
  shippingTotal: OrderAmount(),
  shippingMethod: ShippingMethod,
  shippingZoneId: Nullable(Type.Integer()),
  shippingAddress: Nullable(OrderShippingAddress),
  storeId: Type.Union([Type.Integer(), Type.Null()], { description: 'Tienda de retiro (envío store)' }),
  billing: Nullable(OrderBilling),
  tax: OrderAmount('ISV (15 %) contenido en el total'),
  total: OrderAmount(),
  reservedUntil: Nullable(dateTime()),
  createdAt: dateTime(),
  updatedAt: dateTime(),
  accessToken: Type.Optional(
    Type.String({
      description: 'Solo al crear el pedido: enviarlo como X-Order-Token para verlo o cambiarlo sin sesión',
    }),
  ),
  /** Transfer and pay-at-store orders awaiting payment. */
  instructions: Type.Optional(PaymentInstructions),
});
export type Order = Static<typeof Order>;
