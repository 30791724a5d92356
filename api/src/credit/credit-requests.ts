/**
 * The credit team's view of credit requests (GET /admin/credit/requests and
 * GET /admin/credit/requests/{orderId}): who asked, for how much, how the customer's line stands
 * (src/credit/credit-balance.ts), and each contract with its amortisation schedule.
 */
import type {
  CreditContractDetail,
  CreditOrderStatus,
  CreditRequestDetail,
  CreditRequestQueue,
  CreditRequestQueueQuery,
  CreditRequestSummary,
  OrderStatus,
} from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { roundMoney } from '../money.js';
import { statusLabel } from '../orders/order-status.js';
import { availableCredit, creditBalanceSql } from './credit-balance.js';
import { contractDetail } from './contract-detail.js';
import { listCreditOrderContracts } from './credit-repository.js';

interface RequestRow {
  order_id: number;
  order_number: string;
  order_status: OrderStatus;
  credit_order_id: number;
  status: CreditOrderStatus;
  requested_at: Date | string;
  order_total: number;
  financed: number;
  contract_count: number;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  customer_telephone: string;
  has_credit: boolean | null;
  limit_amount: number | null;
  tiene_mora: boolean | null;
  has_order_due: boolean | null;
  spent: number;
  held: number;
  contract_in_arrears: boolean;
  decided_at: Date | string | null;
  decided_by: string | null;
  rejection_reason: string | null;
}

/** One row per credit request, with its contracts' sums and the customer's line as it stands. */
const REQUEST_SELECT = `
  SELECT o.id AS order_id, o.number AS order_number, o.status AS order_status,
         co.id AS credit_order_id, co.status, co.created_at AS requested_at, o.total::float8 AS order_total,
         contracts.financed, contracts.contract_count,
         cu.id AS customer_id, btrim(cu.firstname || ' ' || cu.lastname) AS customer_name,
         cu.email AS customer_email, cu.telephone AS customer_telephone,
         cr.has_credit, cr.limit_amount::float8 AS limit_amount, cr.tiene_mora, cr.has_order_due,
         balance.spent, balance.held, balance.contract_in_arrears,
         co.decided_at, s.email AS decided_by, co.rejection_reason
    FROM credit_orders co
    JOIN orders o ON o.id = co.order_id
    JOIN customers cu ON cu.id = co.customer_id
    LEFT JOIN customer_credit cr ON cr.customer_id = co.customer_id
    LEFT JOIN staff s ON s.id = co.decided_by
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(cc.financed_amount), 0)::float8 AS financed, count(*)::int AS contract_count
        FROM credit_contracts cc WHERE cc.credit_order_id = co.id
    ) contracts
    CROSS JOIN LATERAL (${creditBalanceSql('co.customer_id')}) balance`;

/** The queue: orders waiting for the credit team. */
const IN_REVIEW = `o.status = 'credit_review' AND co.status = 'review'`;

const toIso = (value: Date | string): string => new Date(value).toISOString();

function requestSummary(row: RequestRow): CreditRequestSummary {
  const hasCredit = row.has_credit ?? false;
  const limit = hasCredit ? (row.limit_amount ?? 0) : 0;
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    creditOrderId: row.credit_order_id,
    status: row.status,
    requestedAt: toIso(row.requested_at),
    orderTotal: row.order_total,
    financedAmount: roundMoney(row.financed),
    contractCount: row.contract_count,
    customer: {
      id: row.customer_id,
      name: row.customer_name,
      email: row.customer_email,
      telephone: row.customer_telephone,
    },
    credit: {
      hasCredit,
      limit,
      spent: roundMoney(row.spent),
      held: roundMoney(row.held),
      available: availableCredit(limit, row),
      inArrears: (row.tiene_mora ?? false) || row.contract_in_arrears,
      hasOrderDue: row.has_order_due ?? false,
    },
  };
}

export async function listCreditRequests(
  db: Queryable,
  query: CreditRequestQueueQuery,
): Promise<CreditRequestQueue> {
  const perPage = query['per-page'];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM credit_orders co JOIN orders o ON o.id = co.order_id WHERE ${IN_REVIEW}`,
  );
  const totalCount = counted?.total ?? 0;
  const rows = await db.query<RequestRow>(
    `${REQUEST_SELECT} WHERE ${IN_REVIEW} ORDER BY co.created_at, co.id LIMIT $1 OFFSET $2`,
    [perPage, (query.page - 1) * perPage],
  );
  return {
    items: rows.map(requestSummary),
    _meta: { totalCount, pageCount: Math.ceil(totalCount / perPage), currentPage: query.page, perPage },
  };
}

/** The credit request of an order, decided or not; null when the order has none. */
export async function findCreditRequest(db: Queryable, orderId: number): Promise<CreditRequestDetail | null> {
  const [row] = await db.query<RequestRow>(`${REQUEST_SELECT} WHERE co.order_id = $1`, [orderId]);
  if (!row) return null;
  const contracts = await listCreditOrderContracts(db, row.credit_order_id);
  return {
    ...requestSummary(row),
    orderStatus: row.order_status,
    orderStatusLabel: statusLabel(row.order_status),
    decidedAt: row.decided_at === null ? null : toIso(row.decided_at),
    decidedBy: row.decided_by,
    rejectionReason: row.rejection_reason,
    contracts: contracts.map((contract): CreditContractDetail => {
      const detail = contractDetail(contract);
      // A date column always reads back as YYYY-MM-DD; never hide a contract from a decision.
      if (!detail) throw new Error(`contract ${contract.number}: unreadable first payment`);
      return detail;
    }),
  };
}
