/**
 * The back office's demo staff (api/README.md): one account per role, with the demo customers'
 * published password and no second factor, so the demo and the tests can log in. Demo data
 * only: a real store's first admin is created with `npm run staff -- create` (docs/operations.md).
 */
import type { StaffRole } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { insertStaff } from '../staff/staff-repository.js';
import { hashPassword } from '../users/password.js';
import { DEMO_ACCOUNT_PASSWORD } from './customers.js';

export interface StaffSeed {
  email: string;
  name: string;
  roles: StaffRole[];
}

export const DEMO_STAFF: readonly StaffSeed[] = [
  { email: 'admin@ejemplo.hn', name: 'Laura Castillo', roles: ['admin'] },
  { email: 'pedidos@ejemplo.hn', name: 'Jorge Reyes', roles: ['pedidos'] },
  { email: 'credito@ejemplo.hn', name: 'Sofía Flores', roles: ['credito'] },
  { email: 'catalogo@ejemplo.hn', name: 'Daniel Zelaya', roles: ['catalogo'] },
  { email: 'soporte@ejemplo.hn', name: 'Karla Murillo', roles: ['soporte'] },
];

/**
 * Adds the demo staff who are missing (a demo store seeded before the back office existed gets
 * them on its next start); an existing account is left as it is.
 */
export async function seedDemoStaff(tx: Queryable): Promise<void> {
  // One hash for the five: the same public password, and four scrypt runs fewer per test database.
  const passwordHash = await hashPassword(DEMO_ACCOUNT_PASSWORD);
  for (const staff of DEMO_STAFF) await insertStaff(tx, { ...staff, passwordHash, totpSecret: null });
}
