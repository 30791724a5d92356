import type { Queryable } from '../db/db.js';
import type { SeedContext } from './seed-context.js';

// Work in progress (issue 3): filled in with the seed data.
export async function seedCredit(_tx: Queryable, _context: SeedContext): Promise<void> {}
