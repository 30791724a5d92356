import type { LoginRequest, LoginResponse, SignupRequest } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/db/db.js';

/**
 * Places of these tests' own (the places seed is another module's): a department whose
 * shipping zone its municipalities inherit, one municipality with its own zone, and an
 * inactive one.
 */
export interface TestPlaces {
  departmentId: number;
  departmentZoneId: number;
  /** Inherits the department's zone. */
  municipalityId: number;
  /** Has its own zone. */
  otherMunicipalityId: number;
  otherZoneId: number;
  inactiveMunicipalityId: number;
}

async function insertId(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`sin id: ${sql}`);
  return row.id;
}

export async function insertTestPlaces(db: Queryable, prefix: string): Promise<TestPlaces> {
  const zone = (name: string, cost: number) =>
    insertId(db, 'INSERT INTO shipping_zones (name, cost, delivery_days) VALUES ($1, $2, 2) RETURNING id', [
      `${prefix} ${name}`,
      cost,
    ]);
  const place = (name: string, kind: string, parent: number | null, zoneId: number | null, status = 1) =>
    insertId(
      db,
      'INSERT INTO places (name, kind, parent_zone_id, shipping_zone_id, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [name, kind, parent, zoneId, status],
    );
  const departmentZoneId = await zone('zona centro', 150);
  const otherZoneId = await zone('zona norte', 250);
  const departmentId = await place(`${prefix} Francisco Morazán`, 'department', null, departmentZoneId);
  return {
    departmentId,
    departmentZoneId,
    municipalityId: await place(`${prefix} Distrito Central`, 'municipality', departmentId, null),
    otherMunicipalityId: await place(`${prefix} Valle de Ángeles`, 'municipality', departmentId, otherZoneId),
    otherZoneId,
    inactiveMunicipalityId: await place(`${prefix} Cerrado`, 'municipality', departmentId, null, 0),
  };
}

let signups = 0;

/** A brand-new customer (so tests that change a profile do not disturb the demo accounts). */
export async function signUpCustomer(
  app: FastifyInstance,
  prefix: string,
): Promise<{ id: number; token: string; email: string }> {
  signups += 1;
  const email = `${prefix}${signups}@ejemplo.hn`;
  const password = 'Inicial123';
  const created = await app.inject({
    method: 'POST',
    url: '/users/signup',
    payload: {
      firstname: 'Karla',
      lastname: 'Zelaya',
      username: email,
      password,
      passwordRepeat: password,
      custom_field: `0501-1991-${String(20000 + signups)}`,
      accepted_result: true,
      RecaptchaToken: 'local-dev:signup',
    } satisfies SignupRequest,
  });
  if (created.statusCode !== 201) throw new Error(`signup ${email}: ${created.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { username: email, password, token: 'local-dev:login' } satisfies LoginRequest,
  });
  const { id, token } = JSON.parse(login.body) as LoginResponse;
  return { id, token, email };
}
