import { Type, type Static } from '@sinclair/typebox';

/** `GET /credit-order/days`: one element whose map says which days of the month take payments. */
export const CreditPaymentDays = Type.Array(
  Type.Object({
    availableDays: Type.Record(Type.String(), Type.Boolean(), {
      description: 'Día del mes ("1" a "31") → disponible',
    }),
  }),
);
export type CreditPaymentDays = Static<typeof CreditPaymentDays>;
