/**
 * A staff member's own password (issue 34, "Staff identity"): POST /admin/me/password for any
 * role, and the forced change of an invited member's one-time password: until it is changed,
 * every /admin/ route but the change itself, GET /admin/me and logout answers 403
 * PASSWORD_CHANGE_REQUIRED.
 */
import {
  STAFF_PASSWORD_MESSAGES,
  type AuditPage,
  type ErrorBody,
  type StaffInviteResponse,
  type StaffLoginResponse,
  type StaffProfile,
} from '@store/contracts';
import { createStaffSession } from '../src/staff/staff-sessions.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number }>("SELECT id FROM staff WHERE email = 'admin@ejemplo.hn'");
  admin = await createStaffSession(t.db, row?.id ?? 0, 8);
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/admin/auth/login', payload: { email, password } });

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/me/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });

async function invite(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin/staff',
    headers: bearer(admin),
    payload: { email, name: 'Persona Nueva', roles: ['soporte'] },
  });
  expect(response.statusCode).toBe(201);
  return json<StaffInviteResponse>(response).oneTimePassword;
}

describe('the one-time password of an invitation', () => {
  it('must be changed before any other route; login says so', async () => {
    const oneTime = await invite('temporal@ejemplo.hn');
    const loggedIn = await login('temporal@ejemplo.hn', oneTime);
    expect(loggedIn.statusCode).toBe(200);
    const { token, staff } = json<StaffLoginResponse>(loggedIn);
    expect(staff.mustChangePassword).toBe(true);

    const refused = await t.app.inject({ url: '/admin/tickets', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused)).toEqual({
      message: STAFF_PASSWORD_MESSAGES.changeRequired,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    const me = await t.app.inject({ url: '/admin/me', headers: bearer(token) });
    expect(json<StaffProfile>(me).mustChangePassword).toBe(true);

    const changed = await changePassword(token, oneTime, 'mi-clave-propia-2026');
    expect(changed.statusCode).toBe(200);
    expect(json<{ message: string }>(changed).message).toBe(STAFF_PASSWORD_MESSAGES.changed);
    expect((await t.app.inject({ url: '/admin/tickets', headers: bearer(token) })).statusCode).toBe(200);

    expect((await login('temporal@ejemplo.hn', oneTime)).statusCode).toBe(401);
    const again = await login('temporal@ejemplo.hn', 'mi-clave-propia-2026');
    expect(json<StaffLoginResponse>(again).staff.mustChangePassword).toBe(false);
  });
});

describe('POST /admin/me/password', () => {
  it('refuses a wrong current password, a short or unchanged new one, in Spanish, changing nothing', async () => {
    const oneTime = await invite('errores@ejemplo.hn');
    const { token } = json<StaffLoginResponse>(await login('errores@ejemplo.hn', oneTime));
    const cases = [
      ['incorrecta-123456', 'otra-clave-larga-1', 'currentPassword', STAFF_PASSWORD_MESSAGES.wrongCurrent],
      [oneTime, 'corta-123', 'newPassword', STAFF_PASSWORD_MESSAGES.tooShort],
      [oneTime, oneTime, 'newPassword', STAFF_PASSWORD_MESSAGES.sameAsCurrent],
    ] as const;
    for (const [current, next, field, message] of cases) {
      const response = await changePassword(token, current, next);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).fields).toEqual({ [field]: message });
    }
    expect((await login('errores@ejemplo.hn', oneTime)).statusCode).toBe(200);
  });

  it("ends the member's other sessions, keeps this one, and is audited without the password", async () => {
    const oneTime = await invite('sesiones@ejemplo.hn');
    const first = json<StaffLoginResponse>(await login('sesiones@ejemplo.hn', oneTime)).token;
    const second = json<StaffLoginResponse>(await login('sesiones@ejemplo.hn', oneTime)).token;
    expect((await changePassword(first, oneTime, 'clave-nueva-segura-1')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/me', headers: bearer(first) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/me', headers: bearer(second) })).statusCode).toBe(401);

    const audit = json<AuditPage>(
      await t.app.inject({ url: '/admin/audit?action=staff.password', headers: bearer(admin) }),
    );
    const entry = audit.items.find((item) => item.staffEmail === 'sesiones@ejemplo.hn');
    expect(entry).toMatchObject({
      before: { mustChangePassword: true },
      after: { mustChangePassword: false },
    });
    expect(JSON.stringify(audit)).not.toContain('clave-nueva-segura-1');
  });

  it('needs a staff session: none or a customer token is 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/admin/me/password', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('leaves demo staff free of the obligation', async () => {
    const response = await login('soporte@ejemplo.hn', 'Honduras2026');
    expect(json<StaffLoginResponse>(response).staff.mustChangePassword).toBe(false);
  });
});
