import type { Queryable } from '../db/db.js';

// Work in progress (issue 3): filled in with the seed data.
export async function seedCoupons(_tx: Queryable): Promise<void> {}
