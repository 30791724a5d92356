/**
 * The back office's order list (GET /admin/orders): filters by status, payment method, the day
 * it was placed (Honduras time) and a text (order number, e-mail or name), newest first, paged,
 * with how many orders each status holds under the other filters (the screen's tabs). `sort` may
 * order it by number, date, total or status instead.
 */
import {
  addDays,
  ADMIN_ORDER_DEFAULT_SORT,
  ORDER_STATUSES,
  parseDate,
  startOfHonduranDay,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type OrderStatus,
  type PaymentMethod,
  type ShippingMethod,
} from '@store/contracts';
import { normaliseSearchText } from '../catalog/search-text.js';
import { PAYMENT_METHOD_LABELS } from '../credit/purchase-history.js';
import type { Queryable } from '../db/db.js';
import { orderByOf, positionIn } from '../db/order-by.js';
import { badRequest } from '../http/errors.js';
import { statusLabel } from '../orders/order-status.js';

export const RANGE_REVERSED = 'La fecha inicial no puede ser posterior a la fecha final';

/** Lower case without Spanish accents, in SQL, as normaliseSearchText does in code. */
const sqlNormalised = (expression: string): string =>
  `translate(lower(${expression}), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`;

/** `%`, `_` and `\` typed by staff are literal in LIKE. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface Filters {
  /** Conditions but the status's: the counts per status use them. */
  conditions: string[];
  params: unknown[];
}

function orderFilters(query: AdminOrderListQuery): Filters {
  const filters: Filters = { conditions: [], params: [] };
  const add = (condition: string, ...values: unknown[]): void => {
    let text = condition;
    for (const value of values) {
      filters.params.push(value);
      text = text.replace('?', `$${filters.params.length}`);
    }
    filters.conditions.push(text);
  };
  if (query.paymentMethod !== undefined) add('o.payment_method = ?', query.paymentMethod);
  const from = query.from === undefined ? null : parseDate(query.from);
  const to = query.to === undefined ? null : parseDate(query.to);
  if (from && to && startOfHonduranDay(from) > startOfHonduranDay(to)) {
    throw badRequest(RANGE_REVERSED, { from: RANGE_REVERSED });
  }
  if (from) add('o.created_at >= ?::timestamptz', startOfHonduranDay(from).toISOString());
  if (to) add('o.created_at < ?::timestamptz', startOfHonduranDay(addDays(to, 1)).toISOString());
  const q = query.q?.trim();
  if (q) {
    const number = `%${likeLiteral(q.toUpperCase().replace(/[\s-]+/g, ''))}%`;
    const text = `%${likeLiteral(normaliseSearchText(q))}%`;
    add(
      `(replace(o.number, '-', '') LIKE ? OR lower(o.email) LIKE ?
        OR ${sqlNormalised(`o.firstname || ' ' || o.lastname`)} LIKE ?)`,
      number,
      text,
      text,
    );
  }
  return filters;
}

/** The columns `sort` may name (AdminOrderListQuery); status in workflow order, not A-Z. */
const SORT_EXPRESSIONS = {
  number: 'o.number',
  createdAt: 'o.created_at',
  total: 'o.total',
  status: positionIn('o.status', ORDER_STATUSES),
} as const;

const whereOf = (conditions: readonly string[]): string =>
  conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

interface RowData {
  id: number;
  number: string;
  created_at: Date | string;
  firstname: string;
  lastname: string;
  email: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  shipping_method: ShippingMethod;
  total: number;
}

function orderRow(row: RowData): AdminOrderRow {
  return {
    id: row.id,
    number: row.number,
    createdAt: new Date(row.created_at).toISOString(),
    customerName: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    status: row.status,
    statusLabel: statusLabel(row.status, row.shipping_method),
    paymentMethod: row.payment_method,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[row.payment_method] ?? row.payment_method,
    shippingMethod: row.shipping_method,
    total: row.total,
  };
}

export async function listAdminOrders(db: Queryable, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const { conditions, params } = orderFilters(query);
  const counts = await db.query<{ status: string; count: number }>(
    `SELECT o.status, count(*)::int AS count FROM orders o ${whereOf(conditions)} GROUP BY o.status`,
    params,
  );
  const countOf = new Map(counts.map((row) => [row.status, row.count]));
  const listed =
    query.status === undefined ? conditions : [...conditions, `o.status = $${params.length + 1}`];
  const listParams = query.status === undefined ? params : [...params, query.status];
  const totalCount =
    query.status === undefined
      ? counts.reduce((sum, row) => sum + row.count, 0)
      : (countOf.get(query.status) ?? 0);
  const perPage = query['per-page'];
  const rows = await db.query<RowData>(
    `SELECT o.id, o.number, o.created_at, o.firstname, o.lastname, o.email, o.status, o.payment_method,
            o.shipping_method, o.total::float8 AS total
       FROM orders o ${whereOf(listed)}
      ORDER BY ${orderByOf(query.sort ?? ADMIN_ORDER_DEFAULT_SORT, SORT_EXPRESSIONS, 'o.id')}
      LIMIT $${listParams.length + 1} OFFSET $${listParams.length + 2}`,
    [...listParams, perPage, (query.page - 1) * perPage],
  );
  return {
    items: rows.map(orderRow),
    statusCounts: ORDER_STATUSES.map((status) => ({
      status,
      label: statusLabel(status),
      count: countOf.get(status) ?? 0,
    })),
    _meta: { totalCount, pageCount: Math.ceil(totalCount / perPage), currentPage: query.page, perPage },
  };
}
