import type { AddressDetails } from '@store/contracts';
/**
 * A customer's delivery addresses. Every write runs in a transaction that first locks the
 * customer's row, so concurrent requests of one customer cannot leave two default addresses
 * (migration 007's partial unique index backs the rule) or exceed the address limit.
 */
import type { Address } from '@store/contracts';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';

/** The row as the driver returns it: timestamps may come as Date. */
interface AddressRow extends Omit<Address, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
}

export const ADDRESS_NOT_FOUND = 'Dirección no encontrada';
export const INVALID_PLACE = 'Selecciona un municipio válido';
export const MAX_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `Puedes guardar como máximo ${MAX_ADDRESSES} direcciones`;

// The zone may be set on the municipality or inherited from its department.
const ADDRESS_SELECT = `
  SELECT a.id, a.customer_id, a.alias, a.firstname, a.lastname, a.telephone, a.address_1, a.address_2,
         a.place_id, m.name AS municipality, d.id AS department_id, COALESCE(d.name, '') AS department,
         COALESCE(m.shipping_zone_id, d.shipping_zone_id) AS shipping_zone_id, a.is_default,
         a.created_at, a.updated_at
    FROM customer_addresses a
    JOIN places m ON m.id = a.place_id
    LEFT JOIN places d ON d.id = m.parent_zone_id`;

function toAddress(row: AddressRow): Address {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listAddresses(db: Queryable, customerId: number): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `${ADDRESS_SELECT} WHERE a.customer_id = $1 ORDER BY a.is_default DESC, a.id`,
    [customerId],
  );
  return rows.map(toAddress);
}

export async function findAddress(db: Queryable, id: number): Promise<Address | null> {
  const rows = await db.query<AddressRow>(`${ADDRESS_SELECT} WHERE a.id = $1`, [id]);
  const row = rows[0];
  return row ? toAddress(row) : null;
}

/** The address form's place must be an active municipality. */
async function assertMunicipality(db: Queryable, placeId: number): Promise<void> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM places WHERE id = $1 AND kind = 'municipality' AND status = 1",
    [placeId],
  );
  if (rows.length === 0) {
    throw new HttpError(400, INVALID_PLACE, 'VALIDATION_ERROR', { place_id: INVALID_PLACE });
  }
}

async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}

async function clearDefault(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('UPDATE customer_addresses SET is_default = false WHERE customer_id = $1 AND is_default', [
    customerId,
  ]);
}

/** The form's values in the column order both the INSERT and the UPDATE list them. */
const formColumns = (form: AddressDetails): unknown[] => [
  form.alias,
  form.firstname,
  form.lastname,
  form.telephone,
  form.address1,
  form.address2,
  form.placeId,
];

/** Adds an address; the customer's first address becomes the default. Returns its id. */
export async function createAddress(db: Db, customerId: number, form: AddressDetails): Promise<number> {
  await assertMunicipality(db, form.placeId);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [existing] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM customer_addresses WHERE customer_id = $1',
      [customerId],
    );
    const count = existing?.count ?? 0;
    if (count >= MAX_ADDRESSES) throw new HttpError(400, TOO_MANY_ADDRESSES, 'TOO_MANY_ADDRESSES');
    const isDefault = form.isDefault === true || count === 0;
    if (isDefault) await clearDefault(tx, customerId);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO customer_addresses
         (customer_id, alias, firstname, lastname, telephone, address_1, address_2, place_id, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [customerId, ...formColumns(form), isDefault],
    );
    if (!row) throw new Error('INSERT sin RETURNING');
    return row.id;
  });
}

/**
 * Replaces an address's fields. `is_default: true` moves the default here; `false` leaves the
 * customer without a default; absent keeps the current flag.
 */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  form: AddressDetails,
): Promise<void> {
  await assertMunicipality(db, form.placeId);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if (form.isDefault === true) await clearDefault(tx, customerId);
    const rows = await tx.query<{ id: number }>(
      `UPDATE customer_addresses
          SET alias = $3, firstname = $4, lastname = $5, telephone = $6, address_1 = $7, address_2 = $8,
              place_id = $9, is_default = COALESCE($10::boolean, is_default), updated_at = now()
        WHERE id = $1 AND customer_id = $2
        RETURNING id`,
      [addressId, customerId, ...formColumns(form), form.isDefault ?? null],
    );
    if (rows.length === 0) throw new HttpError(404, ADDRESS_NOT_FOUND, 'NOT_FOUND');
  });
}

/** Deletes an address; if it was the default, the most recently updated one left takes over. */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [deleted] = await tx.query<{ is_default: boolean }>(
      'DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2 RETURNING is_default',
      [addressId, customerId],
    );
    if (!deleted) throw new HttpError(404, ADDRESS_NOT_FOUND, 'NOT_FOUND');
    if (deleted.is_default) {
      await tx.query(
        `UPDATE customer_addresses SET is_default = true
          WHERE id = (SELECT id FROM customer_addresses WHERE customer_id = $1
                       ORDER BY updated_at DESC, id DESC LIMIT 1)`,
        [customerId],
      );
    }
  });
}
