/**
 * Staff identity (issue 34): login with password and TOTP second factor (codes computed from the
 * secret with an RFC 6238 implementation), lockout, idle expiry, logout, staff and customer
 * tokens kept apart, staff administration and its audit log, the append-only table, the demo
 * staff, and the staff command line's commands.
 */
import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import type {
  AuditPage,
  ErrorBody,
  SecondFactorResetResponse,
  StaffInviteResponse,
  StaffLoginResponse,
  StaffProfile,
} from '@store/contracts';
import { buildApp } from '../src/app.js';
import { prepareDatabase } from '../src/db/prepare-db.js';
import { runStaffCommand } from '../src/staff/staff-commands.js';
import { createStaffSession } from '../src/staff/staff-sessions.js';
import { DEMO_STAFF } from '../src/seed/staff.js';
import {
  DEFAULT_STAFF_SETTINGS,
  DEVELOPMENT_STAFF_SETTINGS,
  parseTotpKey,
  staffSettingsFromEnv,
  type StaffSettings,
} from '../src/staff/staff-settings.js';
import { DEVELOPMENT_ACCOUNT_SETTINGS } from '../src/users/account-settings.js';
import { scaledRateLimits, type RateLimits } from '../src/http/rate-limit.js';
import { bearer, createTestApp, DEMO_PASSWORD, json, loginAs, type TestApp } from './support/test-app.js';

const BAD_CREDENTIALS: ErrorBody = {
  message: 'Correo, contraseña o código incorrectos',
  code: 'INVALID_CREDENTIALS',
};
const STAFF_LOGIN_REQUIRED: ErrorBody = {
  message: 'Inicia sesión como personal de la tienda',
  code: 'STAFF_LOGIN_REQUIRED',
};
const PRODUCTION_KEY = parseTotpKey('zzD4rHGl3iGOjTcKTw0WkI7z/fhQ0TyBrwPl1oArum8=');

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await staffLogin(t.app, 'admin@ejemplo.hn', DEMO_PASSWORD)).token;
});
afterAll(() => t.close());

function loginRequest(app: FastifyInstance, email: string, password: string, totp?: string) {
  return app.inject({
    method: 'POST',
    url: '/admin/auth/login',
    payload: { email, password, ...(totp === undefined ? {} : { totp }) },
  });
}

async function staffLogin(app: FastifyInstance, email: string, password: string, totp?: string) {
  const response = await loginRequest(app, email, password, totp);
  if (response.statusCode !== 200)
    throw new Error(`staff login ${email}: ${response.statusCode} ${response.body}`);
  return json<StaffLoginResponse>(response);
}

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, SHA-1, 6 digits, 30 s). */
function codeAt(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

/** The secret in an enrolment URI, as an authenticator app reads it from the QR code. */
function secretOf(otpauthUri: string): string {
  const url = new URL(otpauthUri);
  expect(url.protocol).toBe('otpauth:');
  expect(url.host).toBe('totp');
  expect(url.searchParams.get('digits')).toBe('6');
  return url.searchParams.get('secret') ?? '';
}

/** POST /admin/staff as the demo admin. */
function inviteRequest(app: FastifyInstance, email: string, roles: string[]) {
  return app.inject({
    method: 'POST',
    url: '/admin/staff',
    headers: bearer(adminToken),
    payload: { email, name: 'Persona de Prueba', roles },
  });
}

async function invite(email: string, roles: string[] = ['pedidos']): Promise<StaffInviteResponse> {
  const response = await inviteRequest(t.app, email, roles);
  expect(response.statusCode).toBe(201);
  return json<StaffInviteResponse>(response);
}

async function auditOf(query: string): Promise<AuditPage> {
  const response = await t.app.inject({ url: `/admin/audit?${query}`, headers: bearer(adminToken) });
  expect(response.statusCode).toBe(200);
  return json<AuditPage>(response);
}

/** An app on the same database with other staff settings (production's second factor) or limits. */
async function appWith(
  staff: StaffSettings,
  rateLimits: Partial<RateLimits> = scaledRateLimits(1000),
): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, account: { ...DEVELOPMENT_ACCOUNT_SETTINGS, staff }, rateLimits });
  await app.ready();
  return app;
}

describe('login, session and logout', () => {
  it('logs the demo staff in with the published password and no code; the e-mail in any case', async () => {
    const login = await staffLogin(t.app, '  Pedidos@Ejemplo.HN ', DEMO_PASSWORD);
    expect(login.token).toMatch(/^staff_[0-9a-f]{64}$/);
    expect(login.idleTimeoutMinutes).toBe(8 * 60);
    expect(login.staff).toMatchObject({
      email: 'pedidos@ejemplo.hn',
      roles: ['pedidos'],
      secondFactor: 'none',
    });
    const me = await t.app.inject({ url: '/admin/me', headers: bearer(login.token) });
    expect(me.statusCode).toBe(200);
    expect(json<StaffProfile>(me)).toEqual(login.staff);
    expect(me.headers['cache-control']).toBe('no-store');
    // Only the token's SHA-256 is stored.
    const [row] = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM staff_sessions ORDER BY id DESC LIMIT 1',
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(login.token.slice(6));
  });

  it('answers one message for a wrong password and an unknown e-mail', async () => {
    const wrong = await loginRequest(t.app, 'credito@ejemplo.hn', 'Honduras2025');
    const unknown = await loginRequest(t.app, 'nadie@ejemplo.hn', DEMO_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toEqual(BAD_CREDENTIALS);
    }
  });

  it('keeps staff and customer tokens apart', async () => {
    const customer = await loginAs(t.app, 'cliente@ejemplo.hn');
    const onAdmin = await t.app.inject({ url: '/admin/me', headers: bearer(customer.token) });
    expect(onAdmin.statusCode).toBe(401);
    expect(json<ErrorBody>(onAdmin)).toEqual(STAFF_LOGIN_REQUIRED);

    const staff = await staffLogin(t.app, 'soporte@ejemplo.hn', DEMO_PASSWORD);
    const onCustomer = await t.app.inject({
      url: `/customers/${String(customer.id)}`,
      headers: bearer(staff.token),
    });
    expect(onCustomer.statusCode).toBe(401);
    const logout = await t.app.inject({ method: 'POST', url: '/users/logout', headers: bearer(staff.token) });
    expect(logout.statusCode).toBe(401);
  });

  it('logout revokes the session at once', async () => {
    const { token } = await staffLogin(t.app, 'catalogo@ejemplo.hn', DEMO_PASSWORD);
    const logout = await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(json<{ message: string }>(logout).message).toBe('Sesión del personal cerrada');
    const after = await t.app.inject({ url: '/admin/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(json<ErrorBody>(after)).toEqual(STAFF_LOGIN_REQUIRED);
  });

  it('ends a session after STAFF_SESSION_IDLE_HOURS without a request; each request slides it', async () => {
    const { token } = await staffLogin(t.app, 'credito@ejemplo.hn', DEMO_PASSWORD);
    const setIdle = (hours: number) =>
      t.db.query(
        `UPDATE staff_sessions SET last_seen_at = now() - make_interval(hours => $1)
          WHERE id = (SELECT max(id) FROM staff_sessions)`,
        [hours],
      );
    await setIdle(7);
    expect((await t.app.inject({ url: '/admin/me', headers: bearer(token) })).statusCode).toBe(200);
    // That request moved last_seen_at to now: 7 more idle hours are still inside the 8.
    const [seen] = await t.db.query<{ recent: boolean }>(
      `SELECT last_seen_at > now() - interval '1 minute' AS recent FROM staff_sessions WHERE id = (SELECT max(id) FROM staff_sessions)`,
    );
    expect(seen?.recent).toBe(true);
    await setIdle(9);
    expect((await t.app.inject({ url: '/admin/me', headers: bearer(token) })).statusCode).toBe(401);

    expect(staffSettingsFromEnv({ STAFF_SESSION_IDLE_HOURS: '2' }).sessionIdleHours).toBe(2);
    expect(staffSettingsFromEnv({}).sessionIdleHours).toBe(8);
    expect(() => staffSettingsFromEnv({ STAFF_SESSION_IDLE_HOURS: 'ocho' })).toThrow(
      /STAFF_SESSION_IDLE_HOURS/,
    );
  });
});

describe('second factor (TOTP)', () => {
  let secret: string;
  let oneTimePassword: string;

  it('an invitation returns a one-time password and an otpauth:// enrolment once, and stores neither', async () => {
    const invited = await invite('Nueva.Persona@Ejemplo.hn');
    expect(invited.staff).toMatchObject({ email: 'nueva.persona@ejemplo.hn', secondFactor: 'pending' });
    expect(invited.oneTimePassword.length).toBeGreaterThanOrEqual(20);
    secret = secretOf(invited.secondFactor.otpauthUri);
    expect(secret).toBe(invited.secondFactor.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    oneTimePassword = invited.oneTimePassword;
    const [row] = await t.db.query<{ password_hash: string; totp_secret: string }>(
      "SELECT password_hash, totp_secret FROM staff WHERE email = 'nueva.persona@ejemplo.hn'",
    );
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.totp_secret).toMatch(/^v1:/);
    expect(row?.totp_secret).not.toContain(secret);
  });

  it('a right code enrols; from then on the code is required and each code works once', async () => {
    const now = Date.now();
    const enrolled = await staffLogin(
      t.app,
      'nueva.persona@ejemplo.hn',
      oneTimePassword,
      codeAt(secret, now),
    );
    expect(enrolled.staff.secondFactor).toBe('enrolled');

    // Without the code, with a wrong one, or with the one just used: the same 401.
    for (const totp of [undefined, '000000', codeAt(secret, now)]) {
      const response = await loginRequest(t.app, 'nueva.persona@ejemplo.hn', oneTimePassword, totp);
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toEqual(BAD_CREDENTIALS);
    }
    // The next 30-second step's code (a phone a little ahead of the server) is accepted.
    const again = await staffLogin(
      t.app,
      'nueva.persona@ejemplo.hn',
      oneTimePassword,
      codeAt(secret, now + 30_000),
    );
    expect(again.staff.secondFactor).toBe('enrolled');
    // Three failures above: clear them, so the lockout test below counts from zero.
    await t.db.query("UPDATE staff SET failed_attempts = 0 WHERE email = 'nueva.persona@ejemplo.hn'");
  });

  it('with NODE_ENV=production every login needs a code: the demo staff, who have none, cannot log in', async () => {
    const settings = staffSettingsFromEnv({
      NODE_ENV: 'production',
      STAFF_TOTP_KEY: PRODUCTION_KEY.toString('hex'),
    });
    expect(settings).toMatchObject({ requireSecondFactor: true, allowDevelopmentTotpKey: false });
    const production = await appWith(settings);
    try {
      const demo = await loginRequest(production, 'pedidos@ejemplo.hn', DEMO_PASSWORD);
      expect(demo.statusCode).toBe(401);
      expect(json<ErrorBody>(demo)).toEqual(BAD_CREDENTIALS);
      // Someone invited there logs in with the code of the secret they were given.
      const invited = await inviteRequest(production, 'produccion@ejemplo.hn', ['credito']);
      expect(invited.statusCode).toBe(201);
      const { oneTimePassword: password, secondFactor } = json<StaffInviteResponse>(invited);
      const code = codeAt(secretOf(secondFactor.otpauthUri));
      expect((await loginRequest(production, 'produccion@ejemplo.hn', password)).statusCode).toBe(401);
      expect((await loginRequest(production, 'produccion@ejemplo.hn', password, code)).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('with NODE_ENV=production and no STAFF_TOTP_KEY, nothing issues a secret (503) rather than use a known key', async () => {
    const production = await appWith(DEFAULT_STAFF_SETTINGS);
    try {
      const response = await inviteRequest(production, 'sin.clave@ejemplo.hn', ['soporte']);
      expect(response.statusCode).toBe(503);
      expect(json<ErrorBody>(response).code).toBe('STAFF_TOTP_KEY_MISSING');
      expect(await t.db.query("SELECT id FROM staff WHERE email = 'sin.clave@ejemplo.hn'")).toEqual([]);
    } finally {
      await production.close();
    }
    expect(() => parseTotpKey('corta')).toThrow(/STAFF_TOTP_KEY/);
  });

  it('a reset issues a new secret, ends the sessions, and the old codes stop working', async () => {
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>(
      "SELECT id FROM staff WHERE email = 'nueva.persona@ejemplo.hn'",
    );
    // Both codes of this half-minute were used above: a session is opened directly.
    const token = await createStaffSession(t.db, id, 8);
    const response = await t.app.inject({
      method: 'POST',
      url: `/admin/staff/${String(id)}/reset-second-factor`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const reset = json<SecondFactorResetResponse>(response);
    expect(reset.staff.secondFactor).toBe('pending');
    const fresh = secretOf(reset.secondFactor.otpauthUri);
    expect(fresh).not.toBe(secret);
    expect((await t.app.inject({ url: '/admin/me', headers: bearer(token) })).statusCode).toBe(401);
    // The new secret is pending: outside production the old phone's code is now a wrong code.
    expect(
      (await loginRequest(t.app, 'nueva.persona@ejemplo.hn', oneTimePassword, codeAt(secret))).statusCode,
    ).toBe(401);
    expect(
      (await staffLogin(t.app, 'nueva.persona@ejemplo.hn', oneTimePassword, codeAt(fresh))).staff
        .secondFactor,
    ).toBe('enrolled');
    secret = fresh;
    await t.db.query("UPDATE staff SET failed_attempts = 0 WHERE email = 'nueva.persona@ejemplo.hn'");
  });
});

describe('lockout', () => {
  it('locks an account after 5 failures, even for the right password, until an admin enables it', async () => {
    const invited = await invite('bloqueo@ejemplo.hn', ['soporte']);
    for (let failure = 1; failure <= 5; failure += 1)
      expect((await loginRequest(t.app, 'bloqueo@ejemplo.hn', 'equivocada-123')).statusCode).toBe(401);
    const locked = await loginRequest(t.app, 'bloqueo@ejemplo.hn', invited.oneTimePassword);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const body = json<ErrorBody>(locked);
    expect(body).toEqual({
      message:
        'Demasiados intentos fallidos: la cuenta está bloqueada. Intenta de nuevo en 15 minutos o pide a un administrador que la desbloquee.',
      code: 'STAFF_LOCKED',
    });
    // An e-mail that is no staff member's answers the same after as many failures.
    for (let failure = 1; failure <= 5; failure += 1)
      expect((await loginRequest(t.app, 'inventado@ejemplo.hn', 'equivocada-123')).statusCode).toBe(401);
    const unknown = await loginRequest(t.app, 'inventado@ejemplo.hn', 'equivocada-123');
    expect(unknown.statusCode).toBe(429);
    expect(json<ErrorBody>(unknown)).toEqual(body);

    const enable = await t.app.inject({
      method: 'PATCH',
      url: `/admin/staff/${String(invited.staff.id)}`,
      headers: bearer(adminToken),
      payload: { disabled: false },
    });
    expect(enable.statusCode).toBe(200);
    expect(json<StaffProfile>(enable).lockedUntil).toBeNull();
    expect((await loginRequest(t.app, 'bloqueo@ejemplo.hn', invited.oneTimePassword)).statusCode).toBe(200);
  });
});

it('limits the login attempts per address; a successful login gives its attempt back', async () => {
  const limited = await appWith(DEVELOPMENT_STAFF_SETTINGS, {
    staffLoginPerAddress: { max: 2, windowMs: 60_000 },
  });
  const from = (remoteAddress: string, password: string) =>
    limited.inject({
      method: 'POST',
      url: '/admin/auth/login',
      payload: { email: 'catalogo@ejemplo.hn', password },
      remoteAddress,
    });
  try {
    for (const password of [DEMO_PASSWORD, DEMO_PASSWORD, 'equivocada-1', DEMO_PASSWORD])
      expect((await from('203.0.113.9', password)).statusCode).toBe(password === DEMO_PASSWORD ? 200 : 401);
    expect((await from('203.0.113.9', 'equivocada-2')).statusCode).toBe(401);
    const refused = await from('203.0.113.9', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(json<ErrorBody>(refused)).toEqual({
      message: 'Demasiados intentos de inicio de sesión desde tu conexión. Intenta de nuevo en 1 minuto.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await from('198.51.100.4', DEMO_PASSWORD)).statusCode).toBe(200);
  } finally {
    await limited.close();
    await t.db.query("UPDATE staff SET failed_attempts = 0 WHERE email = 'catalogo@ejemplo.hn'");
  }
});

describe('staff administration', () => {
  it('changes roles at once, disables (ending the sessions) and keeps one active admin', async () => {
    const invited = await invite('roles@ejemplo.hn', ['soporte']);
    const { token } = await staffLogin(t.app, 'roles@ejemplo.hn', invited.oneTimePassword);
    // The invitation's one-time password opens nothing else until replaced (staff-password.test.ts).
    const ownPassword = 'clave-propia-de-roles-1';
    const changed = await t.app.inject({
      method: 'POST',
      url: '/admin/me/password',
      headers: bearer(token),
      payload: { currentPassword: invited.oneTimePassword, newPassword: ownPassword },
    });
    expect(changed.statusCode).toBe(200);
    const patch = (payload: object, as = adminToken) =>
      t.app.inject({
        method: 'PATCH',
        url: `/admin/staff/${String(invited.staff.id)}`,
        headers: bearer(as),
        payload,
      });

    expect((await t.app.inject({ url: '/admin/staff', headers: bearer(token) })).statusCode).toBe(403);
    expect(json<StaffProfile>(await patch({ roles: ['soporte', 'admin'] })).roles).toEqual([
      'soporte',
      'admin',
    ]);
    expect((await t.app.inject({ url: '/admin/staff', headers: bearer(token) })).statusCode).toBe(200);

    expect(json<StaffProfile>(await patch({ disabled: true })).disabled).toBe(true);
    expect((await t.app.inject({ url: '/admin/me', headers: bearer(token) })).statusCode).toBe(401);
    const disabled = await loginRequest(t.app, 'roles@ejemplo.hn', ownPassword);
    expect(disabled.statusCode).toBe(403);
    expect(json<ErrorBody>(disabled).code).toBe('STAFF_DISABLED');

    // The demo admin is the last active admin now: it cannot lose the role nor be disabled.
    const [{ id: adminId } = { id: 0 }] = await t.db.query<{ id: number }>(
      "SELECT id FROM staff WHERE email = 'admin@ejemplo.hn'",
    );
    for (const payload of [{ roles: ['pedidos'] }, { disabled: true }]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/admin/staff/${String(adminId)}`,
        headers: bearer(adminToken),
        payload,
      });
      expect(refused.statusCode).toBe(409);
      expect(json<ErrorBody>(refused).code).toBe('LAST_ADMIN');
    }
    const taken = await t.app.inject({
      method: 'POST',
      url: '/admin/staff',
      headers: bearer(adminToken),
      payload: { email: 'ROLES@ejemplo.hn', name: 'Otra', roles: ['pedidos'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorBody>(taken).code).toBe('STAFF_EMAIL_TAKEN');
  });

  it('writes every change to the audit log, newest first, with who, role, before and after, and no secret', async () => {
    const updates = await auditOf('action=staff.update&entityType=staff');
    expect(updates.items.length).toBeGreaterThanOrEqual(3);
    const [latest] = updates.items;
    expect(latest).toMatchObject({
      staffEmail: 'admin@ejemplo.hn',
      role: 'admin',
      action: 'staff.update',
      entityType: 'staff',
      before: { disabled: false },
      after: { disabled: true },
    });
    const times = updates.items.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const created = await auditOf('action=staff.create&per-page=1');
    expect(created._meta.perPage).toBe(1);
    expect(created._meta.totalCount).toBeGreaterThanOrEqual(4);
    const entityId = created.items[0]?.entityId ?? '';
    const one = await auditOf(`entityType=staff&entityId=${entityId}&action=staff.create`);
    expect(one.items).toHaveLength(1);
    expect(one.items[0]?.after).toMatchObject({ secondFactor: 'pending' });

    const everything = JSON.stringify((await auditOf('per-page=200')).items);
    expect(everything).not.toMatch(/v1:|scrypt|otpauth|staff_[0-9a-f]{16}/);
    expect(everything).toContain('"action":"staff.login"');

    const future = await auditOf(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(future.items).toEqual([]);
    const [adminLogin] = (await auditOf('action=staff.login')).items.filter(
      (entry) => entry.staffEmail === 'admin@ejemplo.hn',
    );
    const byAdmin = await auditOf(`staff=${String(adminLogin?.staffId)}`);
    expect(new Set(byAdmin.items.map((entry) => entry.staffEmail))).toEqual(new Set(['admin@ejemplo.hn']));
  });

  it('the audit log is append-only in the database itself', async () => {
    for (const sql of [
      "UPDATE audit_log SET note = 'cambiada'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ]) {
      await expect(t.db.query(sql)).rejects.toThrow(/solo anexado/);
    }
  });
});

describe('demo staff', () => {
  it('a demo store seeded before the back office gets the missing demo staff on its next start', async () => {
    // Staff are never deleted (the audit log refers to them): one is renamed away instead.
    await t.db.query(
      "UPDATE staff SET email = 'antes.soporte@ejemplo.hn' WHERE email = 'soporte@ejemplo.hn'",
    );
    const prepared = await prepareDatabase(t.db, { demoData: true, warn: () => undefined });
    expect(prepared.demoData).toBeNull();
    const rows = await t.db.query<{ email: string; roles: string[]; totp_secret: string | null }>(
      'SELECT email, roles, totp_secret FROM staff WHERE email = ANY($1::text[]) ORDER BY id',
      [DEMO_STAFF.map((staff) => staff.email)],
    );
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_STAFF.map((staff) => staff.email).sort());
    expect(rows.every((row) => row.totp_secret === null)).toBe(true);
    await staffLogin(t.app, 'soporte@ejemplo.hn', DEMO_PASSWORD);
  });
});

describe('the staff command line', () => {
  async function run(
    args: string[],
    settings: StaffSettings = DEVELOPMENT_STAFF_SETTINGS,
    env: NodeJS.ProcessEnv = {},
  ) {
    const lines: string[] = [];
    const code = await runStaffCommand(args, { db: t.db, settings, env, print: (line) => lines.push(line) });
    return { code, output: lines.join('\n') };
  }

  it('creates an account, printing its one-time password and enrolment once; refuses a taken e-mail', async () => {
    const created = await run([
      '--',
      'create',
      '--email',
      'Jefa@Tienda.hn',
      '--role',
      'admin',
      '--role',
      'pedidos',
      '--name',
      'La Jefa',
    ]);
    expect(created.code).toBe(0);
    expect(created.output).toContain('Cuenta de personal creada: jefa@tienda.hn (roles: admin, pedidos).');
    const password =
      /Contraseña de un solo uso \(se muestra solo esta vez\): (\S+)/.exec(created.output)?.[1] ?? '';
    const uri = /(otpauth:\/\/\S+)/.exec(created.output)?.[1] ?? '';
    const login = await staffLogin(t.app, 'jefa@tienda.hn', password, codeAt(secretOf(uri)));
    expect(login.staff).toMatchObject({
      name: 'La Jefa',
      roles: ['admin', 'pedidos'],
      secondFactor: 'enrolled',
    });

    const again = await run(['create', '--email', 'jefa@tienda.hn', '--role', 'soporte']);
    expect(again).toEqual({ code: 1, output: 'Ya existe una cuenta de personal con ese correo' });
    const [cli] = (await auditOf('action=staff.create&entityType=staff')).items;
    expect(cli).toMatchObject({ staffId: null, staffEmail: 'consola (npm run staff)', role: null });
  });

  it('takes STAFF_PASSWORD, refuses bad input and production without STAFF_TOTP_KEY, lists and resets', async () => {
    const chosen = await run(
      ['create', '--email', 'elegida@tienda.hn', '--role', 'credito'],
      DEVELOPMENT_STAFF_SETTINGS,
      {
        STAFF_PASSWORD: 'Una-Frase-Bastante-Larga',
      },
    );
    expect(chosen.code).toBe(0);
    expect(chosen.output).toContain('Contraseña: la de STAFF_PASSWORD.');
    await staffLogin(t.app, 'elegida@tienda.hn', 'Una-Frase-Bastante-Larga');
    expect(
      (
        await run(['create', '--email', 'corta@tienda.hn', '--role', 'credito'], DEVELOPMENT_STAFF_SETTINGS, {
          STAFF_PASSWORD: 'corta',
        })
      ).code,
    ).toBe(1);
    expect((await run(['create', '--email', 'x@tienda.hn', '--role', 'jefe'])).output).toMatch(
      /^Rol desconocido: jefe\nUso:/,
    );
    expect((await run(['create', '--role', 'admin'])).code).toBe(2);
    expect((await run(['borrar'])).code).toBe(2);
    expect(
      await run(['create', '--email', 'sin.clave@tienda.hn', '--role', 'admin'], DEFAULT_STAFF_SETTINGS),
    ).toEqual({
      code: 1,
      output:
        'El segundo factor del personal no está configurado en el servidor (STAFF_TOTP_KEY). Avisa al administrador del sistema.',
    });

    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/\telegida@tienda\.hn\t\tcredito\tsegundo factor: pending/);
    expect(listed.output).toContain('admin@ejemplo.hn');

    const reset = await run(['reset-second-factor', '--email', 'elegida@tienda.hn']);
    expect(reset.code).toBe(0);
    expect(reset.output).toContain('Segundo factor restablecido para elegida@tienda.hn');
    expect(reset.output).toMatch(/otpauth:\/\/totp\//);
    expect(await run(['reset-second-factor', '--email', 'nadie@tienda.hn'])).toEqual({
      code: 1,
      output: 'Miembro del personal no encontrado',
    });
  });
});
