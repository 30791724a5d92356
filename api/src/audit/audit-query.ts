/** Reading the audit log (GET /admin/audit): filters, paging, newest first. */
import type { AuditEntry, AuditPage, AuditQuery, StaffRole } from '@store/contracts';
import type { Queryable } from '../db/db.js';

interface AuditRow {
  id: number | string | bigint;
  at: Date | string;
  staff_id: number | null;
  staff_email: string;
  role: StaffRole | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
}

function auditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    role: row.role,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before ?? null,
    after: row.after ?? null,
    note: row.note,
  };
}

/** The WHERE clause and its parameters for the query's filters (each one indexed). */
function auditFilters(query: AuditQuery): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown): void => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (query.staff !== undefined) add('staff_id = ?', query.staff);
  if (query.action !== undefined) add('action = ?', query.action);
  if (query.entityType !== undefined) add('entity_type = ?', query.entityType);
  if (query.entityId !== undefined) add('entity_id = ?', query.entityId);
  if (query.from !== undefined) add('at >= ?::timestamptz', query.from);
  if (query.to !== undefined) add('at < ?::timestamptz', query.to);
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export async function listAuditEntries(db: Queryable, query: AuditQuery): Promise<AuditPage> {
  const { where, params } = auditFilters(query);
  const perPage = query['per-page'];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log ${where}`,
    params,
  );
  const totalCount = counted?.total ?? 0;
  const rows = await db.query<AuditRow>(
    `SELECT id, at, staff_id, staff_email, role, action, entity_type, entity_id, before, after, note
       FROM audit_log ${where}
      ORDER BY at DESC, id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, perPage, (query.page - 1) * perPage],
  );
  return {
    items: rows.map(auditEntry),
    _meta: {
      totalCount,
      pageCount: Math.ceil(totalCount / perPage),
      currentPage: query.page,
      perPage,
    },
  };
}
