import type { Place, ShippingZone } from '@store/contracts';
import type { Queryable } from '../db/db.js';

export interface PlaceFilters {
  status?: number | undefined;
  countryId?: number | undefined;
  parentZoneId?: number | undefined;
}

interface PlaceRow extends Omit<Place, 'shippingZone'> {
  zone_name: string | null;
  zone_cost: number | null;
  zone_free_from: number | null;
  zone_delivery_days: number | null;
}

// numeric is cast to float8 so both drivers hand back JS numbers.
const PLACE_SELECT = `
  SELECT p.id, p.name, p.kind, p.code, p.status, p.country_id, p.parent_zone_id, p.shipping_zone_id,
         z.name AS zone_name, z.cost::float8 AS zone_cost, z.free_from::float8 AS zone_free_from,
         z.delivery_days AS zone_delivery_days
    FROM places p
    LEFT JOIN shipping_zones z ON z.id = p.shipping_zone_id`;

function toPlace(row: PlaceRow): Place {
  const { zone_name, zone_cost, zone_free_from, zone_delivery_days, ...place } = row;
  return {
    ...place,
    shippingZone:
      place.shipping_zone_id !== null && zone_name !== null
        ? {
            id: place.shipping_zone_id,
            name: zone_name,
            cost: zone_cost ?? 0,
            freeFrom: zone_free_from,
            deliveryDays: zone_delivery_days ?? 1,
          }
        : null,
  };
}

// Spanish order ("Ángeles" next to "Alubarén", not after "Z"), whatever the database collation.
const spanish = new Intl.Collator('es', { sensitivity: 'base' });

export function sortByName<T extends { name: string }>(items: T[]): T[] {
  return items.sort((a, b) => spanish.compare(a.name, b.name));
}

/**
 * The storefront's three filters:
 * - `parentZoneId`: the places directly under that one (a department's municipalities);
 * - else `countryId`: that country's departments (places of the country without a parent);
 * - else the countries.
 * `status` narrows any of them. Sorted by name in Spanish order.
 */
export async function listPlaces(db: Queryable, filters: PlaceFilters): Promise<Place[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.parentZoneId !== undefined) {
    conditions.push(`p.parent_zone_id = ${param(filters.parentZoneId)}`);
    if (filters.countryId !== undefined) conditions.push(`p.country_id = ${param(filters.countryId)}`);
  } else if (filters.countryId !== undefined) {
    conditions.push(`p.country_id = ${param(filters.countryId)}`, 'p.parent_zone_id IS NULL');
  } else {
    conditions.push(`p.kind = 'country'`);
  }
  if (filters.status !== undefined) conditions.push(`p.status = ${param(filters.status)}`);
  const rows = await db.query<PlaceRow>(`${PLACE_SELECT} WHERE ${conditions.join(' AND ')}`, params);
  return sortByName(rows.map(toPlace));
}

export async function findPlace(db: Queryable, id: number): Promise<Place | null> {
  const rows = await db.query<PlaceRow>(`${PLACE_SELECT} WHERE p.id = $1`, [id]);
  const row = rows[0];
  return row ? toPlace(row) : null;
}

/** Active municipalities with these codes (e.g. the workshop cities), unordered. */
export async function findPlacesByCode(db: Queryable, codes: readonly string[]): Promise<Place[]> {
  const rows = await db.query<PlaceRow>(
    `${PLACE_SELECT} WHERE p.kind = 'municipality' AND p.code = ANY($1::text[]) AND p.status = 1`,
    [codes],
  );
  return rows.map(toPlace);
}

/** A shipping zone's columns under ShippingZone's names, so rows need no mapping. */
const ZONE_COLUMNS =
  'id, name, cost::float8 AS cost, free_from::float8 AS "freeFrom", delivery_days AS "deliveryDays"';

export async function listShippingZones(db: Queryable): Promise<ShippingZone[]> {
  return db.query<ShippingZone>(`SELECT ${ZONE_COLUMNS} FROM shipping_zones ORDER BY cost, id`);
}

export async function findShippingZone(db: Queryable, id: number): Promise<ShippingZone | null> {
  const [zone] = await db.query<ShippingZone>(`SELECT ${ZONE_COLUMNS} FROM shipping_zones WHERE id = $1`, [
    id,
  ]);
  return zone ?? null;
}
