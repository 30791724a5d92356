/**
 * POST /users/change-password over HTTP (docs/account.md): the session's customer changes their
 * password with the current one; the rules of the portal's form answer per field; a wrong
 * current password is refused and throttled like failed logins; once changed, the old password
 * stops working, the new one logs in, and every other session of the customer ends.
 */
import {
  ChangePasswordResponse,
  matchesContract,
  type ChangePasswordRequest,
  type ErrorBody,
  type OutboxList,
} from '@store/contracts';
import { settleBackgroundWork } from '../src/users/background-work.js';
import { bearer, createTestApp, json, loginAs, loginFrom, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIRST_PASSWORD = 'Inicial2026';
const NEW_PASSWORD = 'Cambiada2026';

/** A fresh account per test: a password change (or a throttle lock) never leaks into another. */
let accounts = 0;
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `cambio${String(accounts)}@ejemplo.hn`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/users/signup',
    payload: {
      firstname: 'Marta',
      lastname: 'Suazo',
      username: email,
      password: FIRST_PASSWORD,
      passwordRepeat: FIRST_PASSWORD,
      custom_field: `0801-1992-${String(20000 + accounts)}`,
      accepted_result: true,
      RecaptchaToken: 'local-dev:signup',
    },
  });
  expect(response.statusCode).toBe(201);
  return email;
}

const changePassword = (token: string | null, payload: ChangePasswordRequest) =>
  t.app.inject({
    method: 'POST',
    url: '/users/change-password',
    payload,
    headers: token === null ? {} : bearer(token),
  });

const validChange: ChangePasswordRequest = {
  currentPassword: FIRST_PASSWORD,
  password: NEW_PASSWORD,
  passwordRepeat: NEW_PASSWORD,
};

/** Whether the session token still opens the customer's own data. */
async function sessionWorks(session: { id: number; token: string }): Promise<boolean> {
  const response = await t.app.inject({
    url: `/customers/${String(session.id)}`,
    headers: bearer(session.token),
  });
  if (response.statusCode !== 200 && response.statusCode !== 401) {
    throw new Error(`GET /customers: ${String(response.statusCode)} ${response.body}`);
  }
  return response.statusCode === 200;
}

describe('POST /users/change-password', () => {
  it('is refused with 401 to a guest and to a token that is not a session, before any rule', async () => {
    for (const token of [null, 'no-es-una-sesion']) {
      const response = await changePassword(token, {});
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toEqual({
        message: 'Inicia sesión para continuar',
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('answers the form rules per field, with the words of the portal’s form', async () => {
    const email = await newAccount();
    const session = await loginAs(t.app, email, FIRST_PASSWORD);
    const empty = await changePassword(session.token, {});
    expect(empty.statusCode).toBe(400);
    expect(json<ErrorBody>(empty)).toEqual({
      message: 'Este campo no puede estar vacío',
      code: 'VALIDATION_ERROR',
      fields: {
        currentPassword: 'Este campo no puede estar vacío',
        password: 'Este campo no puede estar vacío',
        passwordRepeat: 'Este campo no puede estar vacío',
      },
    });

    const tooLong = await changePassword(session.token, {
      currentPassword: FIRST_PASSWORD,
      password: 'n'.repeat(33),
      passwordRepeat: 'otra-clave',
    });
    expect(json<ErrorBody>(tooLong).fields).toEqual({
      password: 'Longitud de contraseña muy largo',
      passwordRepeat: 'Las contraseñas no coiciden',
    });

    const tooShort = await changePassword(session.token, {
      currentPassword: FIRST_PASSWORD,
      password: 'abc12',
      passwordRepeat: 'abc12',
    });
    expect(json<ErrorBody>(tooShort).fields).toEqual({ password: 'La contraseña es muy corta' });

    // Nothing changed: the first password still logs in.
    expect((await loginFrom(t.app, '10.40.0.1', email, FIRST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password at its field and changes nothing', async () => {
    const email = await newAccount();
    const session = await loginAs(t.app, email, FIRST_PASSWORD);
    const response = await changePassword(session.token, { ...validChange, currentPassword: 'NoEsLaMia1' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'La contraseña actual no es correcta',
      code: 'WRONG_CURRENT_PASSWORD',
      fields: { currentPassword: 'La contraseña actual no es correcta' },
    });
    expect((await loginFrom(t.app, '10.40.0.2', email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await loginFrom(t.app, '10.40.0.2', email, FIRST_PASSWORD)).statusCode).toBe(200);
    // A refused change ends no session.
    expect(await sessionWorks(session)).toBe(true);
  });

  it('changes the password: the old one fails, the new one logs in, the other sessions end', async () => {
    const email = await newAccount();
    const current = await loginAs(t.app, email, FIRST_PASSWORD);
    const otherDevice = await loginAs(t.app, email, FIRST_PASSWORD);
    const anotherCustomer = await loginAs(t.app, await newAccount(), FIRST_PASSWORD);

    const response = await changePassword(current.token, validChange);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Contraseña actualizada' });
    expect(matchesContract(ChangePasswordResponse, json(response))).toBe(true);
    // Like every answer of the token routes: kept out of every cache.
    expect(response.headers['cache-control']).toBe('no-store');

    expect((await loginFrom(t.app, '10.40.0.3', email, FIRST_PASSWORD)).statusCode).toBe(401);
    expect((await loginFrom(t.app, '10.40.0.3', email, NEW_PASSWORD)).statusCode).toBe(200);

    expect(await sessionWorks(current)).toBe(true);
    expect(await sessionWorks(otherDevice)).toBe(false);
    // Only this customer's sessions end.
    expect(await sessionWorks(anotherCustomer)).toBe(true);

    // The password it replaced no longer counts as the current one.
    const again = await changePassword(current.token, validChange);
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).code).toBe('WRONG_CURRENT_PASSWORD');
  });

  it('makes a reset link sent before the change useless', async () => {
    const email = await newAccount();
    const session = await loginAs(t.app, email, FIRST_PASSWORD);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/users/reset-password',
      payload: { username: email },
      remoteAddress: '10.40.0.4',
    });
    expect(reset.statusCode).toBe(200);
    await settleBackgroundWork(t.db);
    const outbox = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    const [mail] = json<OutboxList>(outbox).messages;
    const token = /nueva-contrasena\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error(`sin enlace en el correo: ${mail?.body ?? '(ninguno)'}`);

    expect((await changePassword(session.token, validChange)).statusCode).toBe(200);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/users/save-new-password',
      payload: { token, password: 'DelEnlace2026', passwordRepeat: 'DelEnlace2026' },
    });
    expect(saved.statusCode).toBe(400);
    expect(json<ErrorBody>(saved).code).toBe('RESET_TOKEN_INVALID');
    expect((await loginFrom(t.app, '10.40.0.5', email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('wrong current passwords are throttled like failed logins (5 per customer / 15 min)', () => {
  it('answers 429 with Retry-After after 5 wrong ones, even for the right one; logging in still works', async () => {
    const email = await newAccount();
    const session = await loginAs(t.app, email, FIRST_PASSWORD);
    const wrong = { ...validChange, currentPassword: 'Adivinanza1' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await changePassword(session.token, wrong)).statusCode).toBe(400);
    }
    const blocked = await changePassword(session.token, validChange);
    expect(blocked.statusCode).toBe(429);
    expect(json<ErrorBody>(blocked)).toEqual({
      message: 'Demasiados intentos con una contraseña incorrecta. Intenta de nuevo en 15 minutos.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The count follows the customer, not the address the guesses come from.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/users/change-password',
      payload: validChange,
      headers: bearer(session.token),
      remoteAddress: '10.40.1.99',
    });
    expect(elsewhere.statusCode).toBe(429);

    // Guesses made with a session never lock the owner out of logging in, and changed nothing.
    expect((await loginFrom(t.app, '10.40.0.6', email, FIRST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a right current password its counter back: 4 wrong, the right one, then 5 more', async () => {
    const email = await newAccount();
    const session = await loginAs(t.app, email, FIRST_PASSWORD);
    const wrong = { ...validChange, currentPassword: 'Adivinanza1' };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await changePassword(session.token, wrong)).statusCode).toBe(400);
    }
    expect((await changePassword(session.token, validChange)).statusCode).toBe(200);
    const afterChange = { ...wrong };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await changePassword(session.token, afterChange)).statusCode).toBe(400);
    }
    expect((await changePassword(session.token, afterChange)).statusCode).toBe(429);
  });

  it('does not count a request the form rules refuse', async () => {
    const email = await newAccount();
    const session = await loginAs(t.app, email, FIRST_PASSWORD);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const response = await changePassword(session.token, { currentPassword: 'Adivinanza1', password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).code).toBe('VALIDATION_ERROR');
    }
    expect((await changePassword(session.token, validChange)).statusCode).toBe(200);
  });
});
