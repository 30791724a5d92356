/**
 * The audit log (audit_log, migration 018): what staff changed, append-only (the database
 * refuses UPDATE, DELETE and TRUNCATE of it). Every back-office change calls `audit` inside the
 * transaction that makes the change, so the change and its entry are written together or not at
 * all:
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const before = await loadProduct(tx, id);
 *   const after = await saveProductPrice(tx, id, price);
 *   await audit(tx, requestStaff(request), {
 *     action: 'product.price', entityType: 'product', entityId: id, before, after,
 *   });
 * });
 * ```
 *
 * `before` and `after` are stored as JSON: pass what a reader needs to see the change (the
 * changed fields, or the whole row when it is small), never a password, token or secret.
 */
import type { StaffRole } from '@store/contracts';
import type { Queryable } from '../db/db.js';

/** Who made the change: a staff member (`request.staff`) or the command line. */
export interface AuditActor {
  /** Null for the command line. */
  id: number | null;
  email: string;
  /** The role the route was allowed by (src/staff/staff-access.ts); null for login, logout, CLI. */
  actingRole: StaffRole | null;
}

export interface AuditChange {
  /** What was done, `entity.verb`: `staff.create`, `order.status`, `product.price`... */
  action: string;
  /** `staff`, `order`, `product`, `customer`, `coupon`... */
  entityType?: string | undefined;
  entityId?: string | number | undefined;
  /** The entity before the change (omit when creating). */
  before?: unknown;
  /** The entity after the change (omit when deleting). */
  after?: unknown;
  /** Why, in the staff member's words, or what the action alone does not say. */
  note?: string | undefined;
}

/** The command line's entries (`npm run staff`): no staff member, no role. */
export const CLI_ACTOR: AuditActor = { id: null, email: 'consola (npm run staff)', actingRole: null };

/** JSON for a jsonb column; undefined is stored as SQL NULL. */
const jsonOrNull = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Appends one entry; call it with the transaction that makes the change. */
export async function audit(tx: Queryable, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (staff_id, staff_email, role, action, entity_type, entity_id, before, after, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      actor.id,
      actor.email,
      actor.actingRole,
      change.action,
      change.entityType ?? null,
      change.entityId === undefined ? null : String(change.entityId),
      jsonOrNull(change.before),
      jsonOrNull(change.after),
      change.note ?? null,
    ],
  );
}
