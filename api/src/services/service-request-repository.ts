import type { Queryable } from '../db/db.js';
import type { ServiceKind } from '@store/contracts';

export interface NewServiceRequest {
  kind: ServiceKind;
  prefix: string;
  customerId: number | null;
  name: string;
  email: string;
  telephone: string;
  payload: Record<string, unknown>;
}

/**
 * Stores the request and returns its ticket: the kind's prefix and the row id on six digits
 * ('ST-000042'). The id is drawn from the table's sequence inside the INSERT, so tickets are
 * unique under concurrent requests without a second statement.
 */
export async function insertServiceRequest(
  db: Queryable,
  request: NewServiceRequest,
): Promise<{ id: number; ticket: string }> {
  const rows = await db.query<{ id: number; ticket: string }>(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('service_requests', 'id'))::int AS id)
     INSERT INTO service_requests (id, kind, ticket, customer_id, name, email, telephone, payload)
     SELECT next.id, $1, $2 || '-' || lpad(next.id::text, 6, '0'), $3, $4, $5, $6, $7::jsonb FROM next
     RETURNING id, ticket`,
    [
      request.kind,
      request.prefix,
      request.customerId,
      request.name,
      request.email,
      request.telephone,
      JSON.stringify(request.payload),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('No se pudo guardar la solicitud');
  return row;
}
