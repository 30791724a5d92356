import type { Store } from '@store/contracts';
import type { Queryable } from '../db/db.js';

interface StoreRow extends Omit<Store, 'place'> {
  place_id: number | null;
  place_name: string | null;
  department_name: string | null;
}

const STORE_SELECT = `
  SELECT s.id, s.slug, s.name, s.address, s.phone, s.email, s.hours,
         s.latitude::float8 AS latitude, s.longitude::float8 AS longitude, s.pickup,
         m.id AS place_id, m.name AS place_name, d.name AS department_name
    FROM stores s
    LEFT JOIN places m ON m.id = s.place_id
    LEFT JOIN places d ON d.id = m.parent_zone_id`;

function toStore(row: StoreRow): Store {
  const { place_id, place_name, department_name, ...store } = row;
  return {
    ...store,
    place:
      place_id !== null && place_name !== null
        ? { id: place_id, name: place_name, department: department_name ?? '' }
        : null,
  };
}

export async function listStores(db: Queryable, options: { pickupOnly?: boolean } = {}): Promise<Store[]> {
  const rows = await db.query<StoreRow>(
    `${STORE_SELECT} ${options.pickupOnly ? 'WHERE s.pickup' : ''} ORDER BY s.position, s.id`,
  );
  return rows.map(toStore);
}

export async function findStore(db: Queryable, slug: string): Promise<Store | null> {
  const rows = await db.query<StoreRow>(`${STORE_SELECT} WHERE s.slug = $1`, [slug]);
  const row = rows[0];
  return row ? toStore(row) : null;
}
