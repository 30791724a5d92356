import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http/common.js';
import { StringEnum } from '../http/enums.js';
import { Money } from './money.js';

/**
 * A contract's life (api/docs/credit.md#contract-states): `in_review` from the credit request
 * until the credit team decides (its financed amount is held against the line), then `active`
 * when approved (spent from the line until `paid`; `in_arrears` when payments are late) or
 * `rejected` (the hold is released; the line is as before the request).
 */
export const CREDIT_CONTRACT_STATUSES = ['in_review', 'active', 'paid', 'in_arrears', 'rejected'] as const;
export const CreditContractStatus = StringEnum(CREDIT_CONTRACT_STATUSES);
export type CreditContractStatus = Static<typeof CreditContractStatus>;

/** What the customer and the staff read for each status (the portal's 'Contratos'). */
export const CREDIT_CONTRACT_STATUS_LABELS = {
  in_review: 'En revisión',
  active: 'Vigente',
  paid: 'Pagado',
  in_arrears: 'En mora',
  rejected: 'Rechazado',
} as const satisfies Record<CreditContractStatus, string>;

/** Statuses with a payment plan the customer follows: only these have a 'Próximo pago'. */
export const PAYABLE_CONTRACT_STATUSES: readonly CreditContractStatus[] = ['active', 'in_arrears'];

/** A product inside a contract, with the order's prices (sum after any coupon discount). */
export const CreditContractProduct = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  qty: Type.Integer(),
  price: Money(),
  sum: Money(),
});
export type CreditContractProduct = Static<typeof CreditContractProduct>;

/** A credit contract with the server's figures (docs/business-rules.md#credit-purchase). */
export const CreditContract = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: "Número del contrato, p. ej. 'CT-000123-1'" }),
  status: CreditContractStatus,
  creditOrderId: Type.Integer(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  materialGroup: Nullable(Type.String({ description: 'null = contrato por defecto' })),
  totalAmount: Money(),
  downPayment: Money(),
  downPaymentPct: Type.Number({ description: 'Prima en porcentaje del total' }),
  financedAmount: Money(),
  rate: Type.Number({ description: 'Tasa anual en porcentaje' }),
  term: Type.Integer({ description: 'Plazo en meses' }),
  fee: Money('Cuota mensual (HNL)'),
  day: Type.Integer({ description: 'Día del mes de los pagos' }),
  firstPayment: Type.String({ format: 'date' }),
  shipping: Money(),
  products: Type.Array(CreditContractProduct),
  createdAt: Type.String({ format: 'date-time' }),
});
export type CreditContract = Static<typeof CreditContract>;

/** One payment of the amortisation table (French system, constant fee). */
export const AmortisationRow = Type.Object({
  number: Type.Integer(),
  date: Type.String({ format: 'date' }),
  fee: Money(),
  interest: Money(),
  principal: Money(),
  balance: Money('Saldo después del pago'),
});
export type AmortisationRow = Static<typeof AmortisationRow>;

/** `GET /customers/get-contracts-details/{id}`: the contract with its payment schedule. */
export const CreditContractDetail = Type.Object({
  ...CreditContract.properties,
  schedule: Type.Array(AmortisationRow),
  totalInterest: Money(),
  totalPayments: Money('Suma de las cuotas (sin la prima)'),
});
export type CreditContractDetail = Static<typeof CreditContractDetail>;
