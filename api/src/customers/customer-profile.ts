import type { ContactDetails } from '@store/contracts';
import type { CustomerProfile } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { isUniqueViolation } from '../users/customer-repository.js';

export const EMAIL_TAKEN = 'Ya existe una cuenta con este correo';
export const CUSTOMER_NOT_FOUND = 'Cliente no encontrado';

/** The columns of `CustomerProfile`; `username` is the login e-mail. */
const PROFILE_COLUMNS = 'id, firstname, lastname, email, email AS username, telephone, fax, custom_field';

export async function findCustomerProfile(db: Queryable, id: number): Promise<CustomerProfile | null> {
  const rows = await db.query<CustomerProfile>(`SELECT ${PROFILE_COLUMNS} FROM customers WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/**
 * Saves the whole form in one statement, so a refused request (bad field, e-mail of another
 * account) leaves everything as it was. The unique index on lower(email) settles races.
 */
export async function updateCustomerProfile(
  db: Queryable,
  id: number,
  form: ContactDetails,
): Promise<CustomerProfile> {
  let rows: CustomerProfile[];
  try {
    rows = await db.query<CustomerProfile>(
      `UPDATE customers
          SET firstname = $2, lastname = $3, email = $4, telephone = $5, fax = $6, custom_field = $7
        WHERE id = $1
        RETURNING ${PROFILE_COLUMNS}`,
      [id, form.firstname, form.lastname, form.email, form.telephone, form.fax, form.custom_field],
    );
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, EMAIL_TAKEN, 'EMAIL_TAKEN', { email: EMAIL_TAKEN });
    throw error;
  }
  const [profile] = rows;
  if (!profile) throw new HttpError(404, CUSTOMER_NOT_FOUND, 'NOT_FOUND');
  return profile;
}
