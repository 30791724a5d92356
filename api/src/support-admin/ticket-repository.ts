/**
 * Service tickets as the back office reads them: the rows the service forms write
 * (service_requests, src/services/) with their status and the replies staff sent
 * (service_request_replies, migration 023).
 */
import {
  SERVICE_FIELDS,
  TICKET_DEFAULT_SORT,
  TICKET_KIND_LABELS,
  TICKET_NEXT_STATUSES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type ServiceKind,
  type TicketDetail,
  type TicketField,
  type TicketListQuery,
  type TicketPage,
  type TicketReply,
  type TicketRow,
  type TicketStatus,
} from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { orderByOf, positionIn } from '../db/order-by.js';
import { escapeLike, selectPage, SqlFilters } from '../db/sql-filters.js';

interface TicketDbRow {
  id: number;
  ticket: string;
  kind: ServiceKind;
  status: TicketStatus;
  name: string;
  email: string;
  telephone: string;
  payload: Record<string, unknown> | string;
  created_at: Date | string;
  updated_at: Date | string;
  reply_count: number;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function ticketRow(row: TicketDbRow): TicketRow {
  return {
    id: row.id,
    ticket: row.ticket,
    kind: row.kind,
    kindLabel: TICKET_KIND_LABELS[row.kind],
    status: row.status,
    statusLabel: TICKET_STATUS_LABELS[row.status],
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    replyCount: row.reply_count,
  };
}

const TICKET_COLUMNS = `r.id, r.ticket, r.kind, r.status, r.name, r.email, r.telephone, r.payload,
         r.created_at, r.updated_at,
         (SELECT count(*)::int FROM service_request_replies p WHERE p.request_id = r.id) AS reply_count`;
const TICKET_FROM = 'FROM service_requests r';

/** A value of the form as stored: text, or a chosen option `{ id, name }` (city, brand). */
function fieldText(value: unknown): string {
  if (value !== null && typeof value === 'object')
    return 'name' in value && typeof value.name === 'string' ? value.name : '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The form's fields in the form's order, with its labels; name, e-mail and phone come first. */
function ticketFields(row: TicketDbRow): TicketField[] {
  const payload: Record<string, unknown> =
    typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
  const contact: Record<string, string> = { email: row.email, telephone: row.telephone };
  const fields: TicketField[] = [];
  // Every kind's fields have a label; the union of the four records is read as that.
  const rules: Record<string, { label: string }> = SERVICE_FIELDS[row.kind];
  for (const [field, rule] of Object.entries(rules)) {
    const value =
      field in contact ? contact[field] : field in payload ? fieldText(payload[field]) : undefined;
    const shown = value ?? (field === 'name' || field === 'contact_name' ? row.name : undefined);
    if (shown !== undefined && shown !== '') fields.push({ field, label: rule.label, value: shown });
  }
  return fields;
}

/** The columns `sort` may name (TicketListQuery); status as the work goes (Nuevo first). */
const TICKET_SORT_EXPRESSIONS = {
  createdAt: 'r.created_at',
  status: positionIn('r.status', TICKET_STATUSES),
} as const;

export async function listTickets(db: Queryable, query: TicketListQuery): Promise<TicketPage> {
  const filters = new SqlFilters();
  if (query.kind !== undefined) filters.add('r.kind = ?', query.kind);
  if (query.status !== undefined) filters.add('r.status = ?', query.status);
  if (query.q !== undefined)
    filters.add(
      '(r.ticket ILIKE ? OR r.name ILIKE ? OR r.email ILIKE ? OR r.telephone ILIKE ?)',
      `%${escapeLike(query.q.trim())}%`,
    );
  const { rows, meta } = await selectPage<TicketDbRow>(
    db,
    filters,
    {
      columns: TICKET_COLUMNS,
      from: TICKET_FROM,
      orderBy: orderByOf(query.sort ?? TICKET_DEFAULT_SORT, TICKET_SORT_EXPRESSIONS, 'r.id'),
    },
    { page: query.page, perPage: query['per-page'] },
  );
  return { items: rows.map(ticketRow), _meta: meta };
}

/** The ticket's row; `forUpdate` locks it until the transaction ends (status and replies). */
async function findTicketRow(
  db: Queryable,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TicketDbRow | null> {
  if (options.forUpdate) await db.query('SELECT 1 FROM service_requests WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<TicketDbRow>(`SELECT ${TICKET_COLUMNS} ${TICKET_FROM} WHERE r.id = $1`, [id]);
  return row ?? null;
}

export async function findTicket(
  db: Queryable,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TicketDetail | null> {
  const row = await findTicketRow(db, id, options);
  if (!row) return null;
  const replies = await db.query<{
    id: number;
    body: string;
    staff_email: string;
    created_at: Date | string;
  }>(
    `SELECT id, body, staff_email, created_at FROM service_request_replies
      WHERE request_id = $1 ORDER BY created_at, id`,
    [id],
  );
  return {
    ...ticketRow(row),
    fields: ticketFields(row),
    replies: replies.map((reply): TicketReply => ({
      id: reply.id,
      message: reply.body,
      staffEmail: reply.staff_email,
      createdAt: iso(reply.created_at),
    })),
    nextStatuses: [...TICKET_NEXT_STATUSES[row.status]],
  };
}

export async function updateTicketStatus(db: Queryable, id: number, status: TicketStatus): Promise<void> {
  await db.query('UPDATE service_requests SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}

export async function insertTicketReply(
  db: Queryable,
  reply: { requestId: number; staffId: number; staffEmail: string; message: string },
): Promise<void> {
  await db.query(
    `INSERT INTO service_request_replies (request_id, staff_id, staff_email, body) VALUES ($1, $2, $3, $4)`,
    [reply.requestId, reply.staffId, reply.staffEmail, reply.message],
  );
  await db.query('UPDATE service_requests SET updated_at = now() WHERE id = $1', [reply.requestId]);
}
