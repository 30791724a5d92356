import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX, Nullable } from '../http/common.js';
import { Money } from './money.js';

/** `:customerId` of `GET /customers/credit/{customerId}`: the token's own customer. */
export const CreditStatusParams = Type.Object({
  customerId: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
});
export type CreditStatusParams = Static<typeof CreditStatusParams>;

export const CreditStatusQuery = Type.Object({
  expand: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: '^[A-Za-z_,]*$',
      description: 'Lista separada por comas: creditStatus, creditPolicy, tieneMora',
    }),
  ),
});
export type CreditStatusQuery = Static<typeof CreditStatusQuery>;

/** The credit line's figures (names as the credit provider sends them). */
export const CreditLineBalance = Type.Object(
  {
    informacionLineaCredito: Type.Object({
      montoLimiteCredito: Money(),
      montoUtilizado: Money('Financiado en contratos aprobados que siguen abiertos (vigentes o en mora)'),
      montoRetenido: Type.Optional(
        Money(
          'Retenido por solicitudes de crédito en revisión: no está gastado, pero no se puede volver a pedir hasta que se decidan (la API siempre lo envía)',
        ),
      ),
      montoDisponibleLimiteCredito: Money('Límite − utilizado − retenido, nunca negativo'),
    }),
  },
  { description: 'Con expand=creditStatus' },
);
export type CreditLineBalance = Static<typeof CreditLineBalance>;

/** The customer's credit conditions: the default contract's rate, down payment and term limits. */
export const CreditPolicy = Type.Object(
  {
    rate: Type.Number({ description: 'Tasa anual en porcentaje' }),
    downPayment: Type.Object({ min: Type.Number(), max: Type.Number() }),
    term: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
    creditGroup: Type.String(),
    salesOrg: Type.String(),
  },
  { description: 'Con expand=creditPolicy; null sin línea de crédito' },
);
export type CreditPolicy = Static<typeof CreditPolicy>;

/** `GET /customers/credit/{customerId}`: the credit line as the checkout reads it. */
export const CreditStatus = Type.Object({
  hasCredit: Type.Boolean(),
  tieneMora: Type.Optional(Type.Boolean({ description: 'Con expand=tieneMora' })),
  hasOrderdue: Type.Boolean(),
  contact_email: Type.String(),
  telephone: Type.String(),
  creditStatus: Type.Optional(CreditLineBalance),
  creditPolicy: Type.Optional(Nullable(CreditPolicy)),
});
export type CreditStatus = Static<typeof CreditStatus>;
