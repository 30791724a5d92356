import type { Queryable } from '../../src/db/db.js';
import { createStaffSession } from '../../src/staff/staff-sessions.js';

/**
 * A session of a demo staff member (admin@, pedidos@, credito@, catalogo@, soporte@ejemplo.hn),
 * opened directly: their login over HTTP is staff-auth.test.ts's subject.
 */
export async function demoStaffToken(db: Queryable, email: string): Promise<string> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [email]);
  if (!row) throw new Error(`no demo staff ${email}`);
  return createStaffSession(db, row.id, 8);
}
