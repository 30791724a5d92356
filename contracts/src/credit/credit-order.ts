import { Type, type Static } from '@sinclair/typebox';
import { NullableInput } from '../http/nullable-input.js';
import { IntegerEnum, StringEnum } from '../http/enums.js';
import { CreditContract } from './contract.js';

const DownPaymentChoice = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });
const TermChoice = (description: string) => Type.Integer({ minimum: 1, maximum: 120, description });
const DayChoice = (description: string) => Type.Integer({ minimum: 1, maximum: 31, description });

/** A product named inside a contract choice: its id, or an object with one. */
export const CreditContractProductRef = Type.Union([
  Type.Integer(),
  Type.Object({ id: Type.Optional(Type.Integer()) }),
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

/** `POST /credit-order/save`: which order, and per contract what the customer chose. */
export const SaveCreditOrderBody = Type.Object({
  orderId: Type.Integer({ minimum: 1 }),
  customerToken: Type.Optional(Type.String({ maxLength: 512 })),
  contracts: Type.Optional(Type.Array(CreditContractChoice, { maxItems: 50 })),
  downPayment: Type.Optional(DownPaymentChoice('Atajo: prima del contrato por defecto')),
  term: Type.Optional(TermChoice('Atajo: plazo del contrato por defecto')),
  day: Type.Optional(DayChoice('Atajo: día de pago del contrato por defecto')),
});
export type SaveCreditOrderBody = Static<typeof SaveCreditOrderBody>;

/** `GET /credit-order/view`: by the credit order's id or its order's id; neither = the latest. */
export const CreditOrderViewQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  orderId: Type.Optional(Type.Integer({ minimum: 1 })),
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
