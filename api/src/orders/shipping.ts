import type { PaymentStore, ShippingZone } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { findShippingZone } from '../places/place-repository.js';

export const ZONE_NOT_FOUND = 'Zona de envío no encontrada';
export const PLACE_NOT_FOUND = 'Municipio no encontrado';
export const STORE_NOT_FOUND = 'Tienda no encontrada';

/** Pick-up at a store: no cost; ready the next business day. */
export const PICKUP_DELIVERY_DAYS = 1;

export async function requireZone(
  db: Queryable,
  id: number,
  field = 'shipping_zone_id',
): Promise<ShippingZone> {
  const zone = await findShippingZone(db, id);
  if (!zone) throw new HttpError(404, ZONE_NOT_FOUND, 'ZONE_NOT_FOUND', { [field]: ZONE_NOT_FOUND });
  return zone;
}

export interface PlaceWithZone {
  placeId: number;
  municipality: string;
  department: string;
  zone: ShippingZone;
}

/**
 * A municipality (or department) and the shipping zone that prices delivery there; a
 * municipality without a zone of its own uses its department's.
 */
export async function requirePlaceZone(db: Queryable, placeId: number): Promise<PlaceWithZone> {
  const rows = await db.query<{
    id: number;
    name: string;
    kind: string;
    department: string | null;
    zone_id: number | null;
  }>(
    `SELECT p.id, p.name, p.kind, d.name AS department, COALESCE(p.shipping_zone_id, d.shipping_zone_id) AS zone_id
       FROM places p LEFT JOIN places d ON d.id = p.parent_zone_id AND d.kind = 'department'
      WHERE p.id = $1 AND p.status = 1 AND p.kind <> 'country'`,
    [placeId],
  );
  const place = rows[0];
  if (!place) throw new HttpError(404, PLACE_NOT_FOUND, 'PLACE_NOT_FOUND', { place_id: PLACE_NOT_FOUND });
  if (place.zone_id === null) {
    const message = 'Aún no hacemos envíos a ese municipio; elige retiro en tienda';
    throw new HttpError(422, message, 'NO_SHIPPING_ZONE', { place_id: message });
  }
  const zone = await requireZone(db, place.zone_id, 'place_id');
  return {
    placeId: place.id,
    municipality: place.kind === 'municipality' ? place.name : '',
    department: place.kind === 'department' ? place.name : (place.department ?? ''),
    zone,
  };
}

/** A store that accepts pick-up and pay-at-store. */
export async function requireStore(db: Queryable, storeId: number): Promise<PaymentStore> {
  const rows = await db.query<PaymentStore>(
    'SELECT id, name, address, phone, hours FROM stores WHERE id = $1 AND pickup',
    [storeId],
  );
  const store = rows[0];
  if (!store) throw new HttpError(404, STORE_NOT_FOUND, 'STORE_NOT_FOUND', { store_id: STORE_NOT_FOUND });
  return store;
}
