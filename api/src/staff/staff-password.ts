/**
 * A staff member changes their own password (POST /admin/me/password): the current one proves
 * it is them and not someone at an unlocked screen; the new one is 12+ characters. Their other
 * sessions end (a password is changed because it may be known); this one goes on. Also how an
 * invited member replaces the one-time password before anything else (staff-access.ts).
 */
import { STAFF_PASSWORD_MESSAGES, newStaffPasswordProblem } from '@store/contracts';
import { audit } from '../audit/audit-log.js';
import type { Db } from '../db/db.js';
import { validationError } from '../http/errors.js';
import { hashPassword, verifyPassword } from '../users/password.js';
import { staffLoginRequired, type StaffPrincipal } from './staff-access.js';
import { findStaffById, replaceStaffPassword } from './staff-repository.js';
import { revokeOtherStaffSessions } from './staff-sessions.js';

export async function changeOwnStaffPassword(
  db: Db,
  staff: StaffPrincipal,
  change: { currentPassword: string; newPassword: string },
): Promise<void> {
  const problem = newStaffPasswordProblem(change.currentPassword, change.newPassword);
  if (problem) throw validationError({ newPassword: problem });
  const record = await findStaffById(db, staff.id);
  if (!record) throw staffLoginRequired();
  if (!(await verifyPassword(change.currentPassword, record.password_hash)))
    throw validationError({ currentPassword: STAFF_PASSWORD_MESSAGES.wrongCurrent });
  // Hashed outside the transaction: scrypt takes a moment and needs no lock.
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await replaceStaffPassword(tx, staff.id, passwordHash);
    await revokeOtherStaffSessions(tx, staff.id, staff.sessionId);
    await audit(
      tx,
      { ...staff, actingRole: null },
      {
        action: 'staff.password',
        entityType: 'staff',
        entityId: staff.id,
        before: { mustChangePassword: record.must_change_password },
        after: { mustChangePassword: false, otherSessionsEnded: true },
      },
    );
  });
}
