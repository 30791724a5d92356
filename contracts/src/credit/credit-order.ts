import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX } from '../http/common.js';
import { NullableInput } from '../http/nullable-input.js';
import { IntegerEnum, StringEnum } from '../http/enums.js';
import { CreditContract } from './contract.js';

const DownPaymentChoice = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });
const TermChoice = (description: string) => Type.Integer({ minimum: 1, maximum: 120, description });
const DayChoice = (description: string) => Type.Integer({ minimum: 1, maximum: 31, description });

/** A product named inside a contract choice: its id, or an object with one. */
export const CreditContractProductRef = Type.Union([
  Type.Integer({ maximum: INT4_MAX }),
  Type.Object({ id: Type.Optional(Type.Integer({ maximum: INT4_MAX })) }),
]);
export type CreditContractProductRef = Static<typeof CreditContractProductRef>;

export const CreditContractChoice = Type.Object(
  {
    materialGroup: Type.Optional(
      NullableInput(Type.String({ maxLength: 40, description: 'null = contrato por defecto' })),
    ),
    products: Type.Optional(
      Type.Array(CreditContractProductRef, {
        maxItems: 200,
        description:
          'Productos del contrato (ids u objetos con id); identifican el contrato si falta materialGroup',
      }),
    ),
    downPayment: Type.Optional(DownPaymentChoice('Prima en porcentaje')),
    term: Type.Optional(TermChoice('Plazo en meses')),
    day: Type.Optional(DayChoice('Día del mes de los pagos')),
  },
  {
    description:
      'Lo que el cliente elige para un contrato. Montos, cuotas y tasas que envíe se ignoran: el servidor los calcula.',
  },
);
export type CreditContractChoice = Static<typeof CreditContractChoice>;

/**
 * `POST /credit-order/save`: which order, and what the customer chose, per contract (`contracts`)
 * or for every contract (root `downPayment`, `term`, `day`). Every choice is applied and checked
 * against the bounds of its contract: a 400 names what is out of bounds or matches no contract.
 */
export const SaveCreditOrderBody = Type.Object({
  orderId: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  customerToken: Type.Optional(Type.String({ maxLength: 512 })),
  contracts: Type.Optional(Type.Array(CreditContractChoice, { maxItems: 50 })),
  downPayment: Type.Optional(
    DownPaymentChoice('Prima para todos los contratos; la de un contrato en `contracts` tiene prioridad'),
  ),
  term: Type.Optional(
    TermChoice(
      'Plazo para todos los contratos, dentro de los límites de cada uno; `contracts` tiene prioridad',
    ),
  ),
  day: Type.Optional(DayChoice('Día de pago de todos los contratos; `contracts` tiene prioridad')),
});
export type SaveCreditOrderBody = Static<typeof SaveCreditOrderBody>;

/** `GET /credit-order/view`: by the credit order's id or its order's id; neither = the latest. */
export const CreditOrderViewQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: INT4_MAX })),
  orderId: Type.Optional(Type.Integer({ minimum: 1, maximum: INT4_MAX })),
});
export type CreditOrderViewQuery = Static<typeof CreditOrderViewQuery>;

export const CREDIT_ORDER_STATUSES = ['review', 'approved', 'rejected'] as const;
export const CreditOrderStatus = StringEnum(CREDIT_ORDER_STATUSES);
export type CreditOrderStatus = Static<typeof CreditOrderStatus>;

/** A credit request of an order with its contracts. */
export const CreditOrder = Type.Object({
  creditOrderId: Type.Integer(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  status: CreditOrderStatus,
  createdAt: Type.String({ format: 'date-time' }),
  contracts: Type.Array(CreditContract),
});
export type CreditOrder = Static<typeof CreditOrder>;

/** 201 of `POST /credit-order/save`: the credit order and the checkout step it moved to. */
export const SavedCreditOrder = Type.Object({
  ...CreditOrder.properties,
  step: IntegerEnum([4]),
});
export type SavedCreditOrder = Static<typeof SavedCreditOrder>;
