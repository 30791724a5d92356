import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../http/enums.js';
import { Money } from './money.js';

/** Most products one `GET /credit-order/monthly-from` asks about (a cart's worth, a listing page). */
export const MONTHLY_FROM_MAX_PRODUCTS = 50;

/**
 * `GET /credit-order/monthly-from?products=1,2,3`: comma-separated product ids. The pattern
 * bounds both the count (1 to 50) and each id's length, so the schema refuses a long list before
 * the handler splits it; ids above PostgreSQL's integer range cannot exist and are left out.
 */
export const MonthlyFromQuery = Type.Object({
  products: Type.String({
    maxLength: MONTHLY_FROM_MAX_PRODUCTS * 11,
    pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,49}$',
    description: 'Ids de producto separados por comas (de 1 a 50)',
  }),
});
export type MonthlyFromQuery = Static<typeof MonthlyFromQuery>;

/**
 * The lowest monthly fee of one product bought alone on credit: its sale price, the minimum
 * down payment and the longest term its contract allows (everything else as the checkout would
 * compute it).
 */
export const MonthlyFromItem = Type.Object({
  productId: Type.Integer(),
  monthlyFee: Money('Cuota mensual más baja, en lempiras'),
  term: Type.Integer({ description: 'Plazo en meses (el más largo permitido)' }),
  downPaymentPct: Type.Number({ description: 'Prima en porcentaje del precio (la mínima)' }),
  rate: Type.Number({ description: 'Tasa anual en porcentaje' }),
  price: Money('Precio de venta usado para el cálculo'),
});
export type MonthlyFromItem = Static<typeof MonthlyFromItem>;

/** Whose conditions were used: the store's general policy, or the logged-in customer's line. */
export const MONTHLY_FROM_BASES = ['general', 'customer'] as const;
export const MonthlyFromBasis = StringEnum(MONTHLY_FROM_BASES);
export type MonthlyFromBasis = Static<typeof MonthlyFromBasis>;

/**
 * `GET /credit-order/monthly-from`: one item per product sold on credit, in the order asked;
 * unknown products and products whose group is not sold on credit are left out.
 */
export const MonthlyFromResponse = Type.Object({
  basis: MonthlyFromBasis,
  items: Type.Array(MonthlyFromItem),
});
export type MonthlyFromResponse = Static<typeof MonthlyFromResponse>;
