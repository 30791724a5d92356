/**
 * The back office's access matrix (issue 34, "Staff API"): every `/admin/` operation listed in
 * /openapi.json, read from the document rather than from a hand-kept list, so a new route is
 * walked as soon as it exists. Each one declares its roles (`x-staff-roles`, from the route's
 * `config.staffRoles`); then:
 * - no token → 401 'Inicia sesión como personal de la tienda';
 * - a customer's token → 401 (it is not a staff token);
 * - each role → 403 'Tu rol no permite esta acción' unless the operation allows it (admin is
 *   allowed everywhere), and neither 401 nor 403 when allowed.
 * The requests name a staff id that does not exist and send an empty body, so an allowed call
 * answers 400 or 404 and changes nothing.
 */
import { STAFF_ROLES, type ErrorBody, type StaffRole } from '@store/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createStaffSession } from '../src/staff/staff-sessions.js';
import { DEMO_STAFF } from '../src/seed/staff.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

const STAFF_LOGIN_REQUIRED: ErrorBody = {
  message: 'Inicia sesión como personal de la tienda',
  code: 'STAFF_LOGIN_REQUIRED',
};
const ROLE_FORBIDDEN: ErrorBody = { message: 'Tu rol no permite esta acción', code: 'FORBIDDEN_ROLE' };
/** The only operation under /admin/ anyone may call. */
const PUBLIC_OPERATIONS = ['POST /admin/auth/login'];
const MISSING_ID = '2147483647';

interface AdminOperation {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  hasBody: boolean;
  roles: StaffRole[] | 'public';
}

let t: TestApp;
let operations: AdminOperation[];
let customerToken: string;
/** The demo staff member holding each role (one role each). */
const staffIds = new Map<StaffRole, number>();

beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await loginAs(t.app, 'cliente@ejemplo.hn')).token;
  for (const demo of DEMO_STAFF) {
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [demo.email]);
    const [role] = demo.roles;
    if (!row || !role || demo.roles.length !== 1) throw new Error(`demo staff ${demo.email}: one role each`);
    staffIds.set(role, row.id);
  }
  const document = json<{
    paths: Record<
      string,
      Record<string, { 'x-staff-roles'?: StaffRole[] | 'public'; requestBody?: unknown }>
    >;
  }>(await t.app.inject({ url: '/openapi.json' }));
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as AdminOperation['method'],
        url: path.replace(/\{[^}]+\}/g, MISSING_ID),
        hasBody: operation.requestBody !== undefined,
        roles: operation['x-staff-roles'] ?? [],
      })),
    );
});
afterAll(() => t.close());

/** A fresh session of the demo staff member holding `role` (a logout call may end it). */
async function tokenOf(role: StaffRole): Promise<string> {
  const id = staffIds.get(role);
  if (id === undefined) throw new Error(`no demo staff with role ${role}`);
  return createStaffSession(t.db, id, 8);
}

function call(operation: AdminOperation, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: operation.method,
    url: operation.url,
    headers,
    ...(operation.hasBody ? { payload: {} } : {}),
  });
}

/** The answer must be exactly this refusal; a failure names the operation. */
function expectRefusal(
  operation: AdminOperation,
  response: LightMyRequestResponse,
  status: 401 | 403,
  body: ErrorBody,
): void {
  expect({ operation: operation.name, status: response.statusCode, body: json<ErrorBody>(response) }).toEqual(
    {
      operation: operation.name,
      status,
      body,
    },
  );
}

const guarded = (): AdminOperation[] => operations.filter((operation) => operation.roles !== 'public');

it('lists every /admin/ operation in /openapi.json, each with its roles', () => {
  expect(operations.map((operation) => operation.name)).toEqual(
    expect.arrayContaining([
      'POST /admin/auth/login',
      'POST /admin/auth/logout',
      'GET /admin/me',
      'GET /admin/staff',
      'POST /admin/staff',
      'PATCH /admin/staff/{id}',
      'POST /admin/staff/{id}/reset-second-factor',
      'GET /admin/audit',
      'GET /admin/credit/requests',
      'GET /admin/credit/requests/{orderId}',
      'POST /admin/credit/requests/{orderId}/approve',
      'POST /admin/credit/requests/{orderId}/reject',
    ]),
  );
  for (const operation of operations) {
    if (operation.roles === 'public') {
      expect(PUBLIC_OPERATIONS).toContain(operation.name);
      continue;
    }
    expect({ operation: operation.name, declaresRoles: operation.roles.length > 0 }).toEqual({
      operation: operation.name,
      declaresRoles: true,
    });
    for (const role of operation.roles) expect(STAFF_ROLES).toContain(role);
  }
});

it('answers 401 without a token and with a bad one, before reading the request', async () => {
  for (const operation of guarded()) {
    for (const headers of [{}, bearer('staff_0123'), { authorization: 'Basic YWRtaW46YWRtaW4=' }]) {
      expectRefusal(operation, await call(operation, headers), 401, STAFF_LOGIN_REQUIRED);
    }
  }
});

it("answers 401 to a customer's token: it is not a staff token", async () => {
  for (const operation of guarded()) {
    expectRefusal(operation, await call(operation, bearer(customerToken)), 401, STAFF_LOGIN_REQUIRED);
  }
});

it.each(STAFF_ROLES)(
  'role %s: 403 where the operation does not allow it, in and past the guard where it does',
  async (role) => {
    for (const operation of guarded()) {
      const allowed = role === 'admin' || (operation.roles !== 'public' && operation.roles.includes(role));
      const response = await call(operation, bearer(await tokenOf(role)));
      if (allowed) {
        expect({ operation: operation.name, refused: [401, 403].includes(response.statusCode) }).toEqual({
          operation: operation.name,
          refused: false,
        });
      } else {
        expectRefusal(operation, response, 403, ROLE_FORBIDDEN);
      }
    }
  },
);

it('admin-only operations are refused to every other role (the staff administration and the audit log)', () => {
  const adminOnly = guarded()
    .filter((operation) => operation.roles !== 'public' && operation.roles.join() === 'admin')
    .map((operation) => operation.name);
  expect(adminOnly).toEqual(
    expect.arrayContaining([
      'GET /admin/staff',
      'POST /admin/staff',
      'PATCH /admin/staff/{id}',
      'POST /admin/staff/{id}/reset-second-factor',
      'GET /admin/audit',
    ]),
  );
});
