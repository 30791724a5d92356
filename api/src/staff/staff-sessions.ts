/**
 * Staff login sessions (staff_sessions, migration 018). A staff token is another kind of bearer
 * token than a customer's: it lives in its own table (a customer token is unknown here, and a
 * staff token unknown to the customers' `sessions`), and carries a `staff_` prefix so that logs
 * and secret scanners can tell them apart. Like every token, only its SHA-256 is stored.
 *
 * A session ends after `idleHours` without a request (each request slides `last_seen_at`), when
 * it is revoked (logout, the account disabled, its second factor reset), or when the account is
 * disabled (checked on every request).
 */
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@store/contracts';
import { hashToken } from '../auth/token-hash.js';
import type { Queryable } from '../db/db.js';

export const STAFF_TOKEN_PREFIX = 'staff_';

/** The staff member a live session belongs to. */
export interface StaffSessionOwner {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  sessionId: number;
  /** Still on the invitation's one-time password: only the password change is open. */
  mustChangePassword: boolean;
}

/**
 * Opens a session and returns the token the client will hold. The staff member's ended sessions
 * are swept on the way, so the table does not grow for ever.
 */
export async function createStaffSession(db: Queryable, staffId: number, idleHours: number): Promise<string> {
  const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('hex')}`;
  await db.query(
    `DELETE FROM staff_sessions
      WHERE staff_id = $1 AND (revoked_at IS NOT NULL OR last_seen_at <= now() - make_interval(hours => $2))`,
    [staffId, idleHours],
  );
  await db.query('INSERT INTO staff_sessions (token_hash, staff_id) VALUES ($1, $2)', [
    hashToken(token),
    staffId,
  ]);
  return token;
}

/**
 * The owner of a live session, sliding its idle time; null for an unknown, revoked or idle
 * session, or a disabled account. One statement per request.
 */
export async function touchStaffSession(
  db: Queryable,
  token: string,
  idleHours: number,
): Promise<StaffSessionOwner | null> {
  if (!token.startsWith(STAFF_TOKEN_PREFIX)) return null;
  const rows = await db.query<StaffSessionOwner>(
    `UPDATE staff_sessions ss SET last_seen_at = now()
       FROM staff s
      WHERE ss.token_hash = $1 AND ss.revoked_at IS NULL
        AND ss.last_seen_at > now() - make_interval(hours => $2)
        AND s.id = ss.staff_id AND s.disabled_at IS NULL
      RETURNING s.id, s.email, s.name, s.roles, ss.id AS "sessionId",
                s.must_change_password AS "mustChangePassword"`,
    [hashToken(token), idleHours],
  );
  return rows[0] ?? null;
}

/** Logout: the token stops working at once, on every replica. */
export async function revokeStaffSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

/** Ends every session of a staff member but `keepSessionId` (their own password change). */
export async function revokeOtherStaffSessions(
  db: Queryable,
  staffId: number,
  keepSessionId: number,
): Promise<void> {
  await db.query(
    'UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND id <> $2 AND revoked_at IS NULL',
    [staffId, keepSessionId],
  );
}

/** Ends every session of a staff member (disabled, second factor reset). */
export async function revokeStaffSessions(db: Queryable, staffId: number): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [
    staffId,
  ]);
}
