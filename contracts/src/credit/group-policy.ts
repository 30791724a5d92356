import { Type, type Static } from '@sinclair/typebox';

/** Sales organisation of the store's credit policies; the query's default. */
export const DEFAULT_SALES_ORG = '1400';

const PolicyCode = (options: { default?: string } = {}) =>
  Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$', ...options });

export const CreditGroupPolicyQuery = Type.Object({
  creditGroup: PolicyCode(),
  materialGroup: PolicyCode(),
  salesOrg: Type.Optional(PolicyCode({ default: DEFAULT_SALES_ORG })),
});
export type CreditGroupPolicyQuery = Static<typeof CreditGroupPolicyQuery>;

/** The credit conditions of one material group for a credit group (status false: not sold on credit). */
export const CreditGroupPolicy = Type.Object({
  status: Type.Boolean(),
  rateDifference: Type.Number({ description: 'Puntos sumados a la tasa anual' }),
  maxTerm: Type.Integer({ description: 'Plazo máximo en meses (0 sin crédito)' }),
  materialGroup: Type.String(),
});
export type CreditGroupPolicy = Static<typeof CreditGroupPolicy>;

/** `GET /credit-order/group-policy`. */
export const CreditGroupPolicyResponse = Type.Object({ creditConditions: CreditGroupPolicy });
export type CreditGroupPolicyResponse = Static<typeof CreditGroupPolicyResponse>;
