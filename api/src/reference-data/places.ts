import type { Queryable } from '../db/db.js';
import {
  COUNTRY,
  DEPARTMENTS,
  SHIPPING_ZONES,
  ZONE_OVERRIDES,
  municipalityCode,
  type ShippingZoneKey,
} from '../places/honduras.js';

/** Runs a multi-row INSERT ... RETURNING for `rows` (each a tuple of `columns`). */
async function insertMany<T extends object>(
  tx: Queryable,
  sql: (tuples: string) => string,
  rows: readonly (readonly unknown[])[],
): Promise<T[]> {
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`).join(', ');
  return tx.query<T>(sql(tuples), params);
}

/** Upsert target of places: the partial unique index of migration 010. */
const PLACE_KEY = "(kind, code) WHERE code <> ''";

/**
 * Shipping zones, Honduras, its 18 departments and 298 municipalities (src/places/honduras.ts).
 * Departments carry `country_id` and no parent (GET /places?filter[country_id]=...),
 * municipalities carry the country and their department as `parent_zone_id`; every place but
 * the country has a zone. Zones are matched by name, places by kind and official code, so a
 * database that already has them (an older seed, an earlier version) is updated in place and
 * keeps its ids.
 */
export async function applyPlaces(tx: Queryable): Promise<void> {
  const zones = await insertMany<{ id: number; name: string }>(
    tx,
    (tuples) =>
      `INSERT INTO shipping_zones (name, cost, free_from, delivery_days) VALUES ${tuples}
       ON CONFLICT (name) DO UPDATE
         SET cost = EXCLUDED.cost, free_from = EXCLUDED.free_from, delivery_days = EXCLUDED.delivery_days
       RETURNING id, name`,
    SHIPPING_ZONES.map((zone) => [zone.name, zone.cost, zone.freeFrom, zone.deliveryDays]),
  );
  const zoneIds = new Map<ShippingZoneKey, number>();
  for (const zone of SHIPPING_ZONES) {
    const row = zones.find((upserted) => upserted.name === zone.name);
    if (!row) throw new Error(`No se pudo crear la zona de envío ${zone.name}`);
    zoneIds.set(zone.key, row.id);
  }
  const zoneId = (key: ShippingZoneKey): number => {
    const id = zoneIds.get(key);
    if (id === undefined) throw new Error(`Zona de envío desconocida: ${key}`);
    return id;
  };

  const [country] = await tx.query<{ id: number }>(
    `INSERT INTO places (name, kind, status, code) VALUES ($1, 'country', 1, $2)
     ON CONFLICT ${PLACE_KEY} DO UPDATE SET name = EXCLUDED.name, status = EXCLUDED.status
     RETURNING id`,
    [COUNTRY.name, COUNTRY.code],
  );
  if (!country) throw new Error('No se pudo crear el país');

  const departments = await insertMany<{ id: number; code: string }>(
    tx,
    (tuples) =>
      `INSERT INTO places (name, kind, country_id, shipping_zone_id, status, code) VALUES ${tuples}
       ON CONFLICT ${PLACE_KEY} DO UPDATE
         SET name = EXCLUDED.name, country_id = EXCLUDED.country_id, parent_zone_id = NULL,
             shipping_zone_id = EXCLUDED.shipping_zone_id, status = EXCLUDED.status
       RETURNING id, code`,
    DEPARTMENTS.map((department) => [
      department.name,
      'department',
      country.id,
      zoneId(department.zone),
      1,
      department.code,
    ]),
  );
  const departmentIds = new Map(departments.map((row) => [row.code, row.id]));

  const municipalities = DEPARTMENTS.flatMap((department) =>
    department.municipalities.map((name, index) => {
      const code = municipalityCode(department, index);
      return [
        name,
        'municipality',
        country.id,
        departmentIds.get(department.code),
        zoneId(ZONE_OVERRIDES[code] ?? department.zone),
        1,
        code,
      ];
    }),
  );
  await insertMany(
    tx,
    (tuples) =>
      `INSERT INTO places (name, kind, country_id, parent_zone_id, shipping_zone_id, status, code) VALUES ${tuples}
       ON CONFLICT ${PLACE_KEY} DO UPDATE
         SET name = EXCLUDED.name, country_id = EXCLUDED.country_id, parent_zone_id = EXCLUDED.parent_zone_id,
             shipping_zone_id = EXCLUDED.shipping_zone_id, status = EXCLUDED.status`,
    municipalities,
  );
}
