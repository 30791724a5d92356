import type { ErrorBody, LoginResponse, OutboxList } from '@store/contracts';
import { settleBackgroundWork } from '../src/users/background-work.js';
import { hashToken } from '../src/auth/token-hash.js';
import { hashPassword, verifyPassword } from '../src/users/password.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validSignup = {
  firstname: 'Carlos',
  lastname: 'Reyes',
  username: 'carlos.reyes@ejemplo.hn',
  password: 'secreto123',
  passwordRepeat: 'secreto123',
  custom_field: '0801-1995-01234',
  accepted_result: true,
  RecaptchaToken: 'local-dev:signup',
};

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/users/signup', payload });
// A distinct client address per call site keeps these tests clear of the login throttle.
const login = (payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { token: 'local-dev:login', ...payload },
    remoteAddress,
  });

const BOT_CHECK_FAILED = {
  message: 'No pudimos verificar que no eres un robot. Intenta de nuevo.',
  code: 'BOT_CHECK_FAILED',
};

describe('POST /users/signup', () => {
  it('creates the account', async () => {
    const response = await signup(validSignup);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      message: 'Cuenta creada satisfactoriamente para carlos.reyes@ejemplo.hn',
    });
    const rows = await t.db.query("SELECT id FROM customers WHERE email = 'carlos.reyes@ejemplo.hn'");
    expect(rows).toHaveLength(1);
  });

  // Defect 11 of issue 10: a 409 "e-mail taken" told anyone which e-mails are customers.
  it('answers a taken e-mail (whatever its case) exactly like a new one, and tells only the owner', async () => {
    const response = await signup({
      ...validSignup,
      username: 'Carlos.Reyes@Ejemplo.hn',
      password: 'otra-clave1',
      passwordRepeat: 'otra-clave1',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      message: 'Cuenta creada satisfactoriamente para carlos.reyes@ejemplo.hn',
    });
    const rows = await t.db.query("SELECT id FROM customers WHERE lower(email) = 'carlos.reyes@ejemplo.hn'");
    expect(rows).toHaveLength(1);
    // The first password still opens the account; the second one does not.
    expect(
      (await login({ username: 'carlos.reyes@ejemplo.hn', password: 'secreto123' }, '10.1.9.1')).statusCode,
    ).toBe(200);
    expect(
      (await login({ username: 'carlos.reyes@ejemplo.hn', password: 'otra-clave1' }, '10.1.9.2')).statusCode,
    ).toBe(401);

    await settleBackgroundWork(t.db);
    const outbox = json<OutboxList>(await t.app.inject({ url: '/dev/outbox?to=carlos.reyes@ejemplo.hn' }));
    expect(outbox.messages.map((mail) => mail.subject)).toEqual(['Intento de registro con tu correo']);
    expect(outbox.messages[0]?.body).toContain('Hola Carlos:');
    expect(outbox.messages[0]?.body).toContain("elige 'Olvidé mi contraseña'");
  });

  it.each([
    [{ username: 'no-es-correo' }, 'username', 'Correo Inválido'],
    [{ username: '' }, 'username', 'Campo Requerido'],
    [{ username: `${'a'.repeat(55)}@ejemplo.hn` }, 'username', 'Email debe ser menos de 60 caracteres'],
    [{ password: '123', passwordRepeat: '123' }, 'password', 'La contraseña es muy corta'],
    [{ passwordRepeat: 'otra-cosa' }, 'passwordRepeat', 'Las contraseñas no concuerdan'],
    [{ custom_field: '0801199501234' }, 'custom_field', 'Favor ingresar una identidad válida'],
    [{ accepted_result: false }, 'accepted_result', 'Debes aceptar las políticas de privacidad'],
  ])('rejects %j with "%s: %s"', async (change, field, message) => {
    const response = await signup({ ...validSignup, username: 'nuevo@ejemplo.hn', ...change });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe(message);
    expect(body.fields).toEqual({ [field]: message });
  });

  // The sign-up form's rule (@store/contracts), so the words are the ones the dialog shows.
  it('reports every missing field at once', async () => {
    const response = await signup({});
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toEqual({
      firstname: 'Campo Requerido',
      lastname: 'Campo Requerido',
      username: 'Campo Requerido',
      password: 'This field is required',
      custom_field: 'Favor ingresar una identidad válida',
      accepted_result: 'Debes aceptar las políticas de privacidad',
    });
  });
});

describe('POST /users/login', () => {
  it('logs a seeded demo customer in and returns a session token', async () => {
    const response = await login({ username: 'cliente@ejemplo.hn', password: 'Honduras2026' });
    expect(response.statusCode).toBe(200);
    const body = json<LoginResponse>(response);
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.user).toEqual({
      id: body.id,
      firstname: 'María',
      lastname: 'Hernández',
      email: 'cliente@ejemplo.hn',
      telephone: '9876-5432',
    });
    // Only the token's SHA-256 is stored (migration 013).
    const [session] = await t.db.query<{ customer_id: number }>(
      'SELECT customer_id FROM sessions WHERE token_hash = $1',
      [hashToken(body.token)],
    );
    expect(session?.customer_id).toBe(body.id);
  });

  it('logs in an account that just signed up', async () => {
    const response = await login({ username: validSignup.username, password: validSignup.password });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'cliente@ejemplo.hn', password: 'incorrecta' }],
    ['an unknown e-mail', { username: 'nadie@ejemplo.hn', password: 'Honduras2026' }],
  ])('answers 401 for %s', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response).message).toBe('Usuario o contraseña incorrectos');
  });

  it('answers 400 with field messages when fields are missing', async () => {
    const response = await login({ username: 'cliente@ejemplo.hn' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toMatchObject({
      message: 'Parámetros inválidos',
      fields: { password: 'Campo Requerido' },
    });
  });
});

describe('bot check (local verifier, the default)', () => {
  it('accepts the token under its alias `token` too', async () => {
    const response = await signup({
      ...validSignup,
      RecaptchaToken: undefined,
      username: 'alias@ejemplo.hn',
      token: 'local-dev:signup',
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['the login token', 'local-dev:login'],
    ['a random token', 'abc123'],
  ])('refuses a signup with %s', async (_case, RecaptchaToken) => {
    const response = await signup({ ...validSignup, username: 'robot@ejemplo.hn', RecaptchaToken });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual(BOT_CHECK_FAILED);
    const rows = await t.db.query("SELECT id FROM customers WHERE email = 'robot@ejemplo.hn'");
    expect(rows).toHaveLength(0);
  });

  it('checks the form rules before the bot check, so the form can mark its fields', async () => {
    const response = await signup({ ...validSignup, username: 'x', RecaptchaToken: undefined });
    expect(json<ErrorBody>(response).fields).toEqual({ username: 'Correo Inválido' });
  });

  it.each([
    ['no token', undefined],
    ['the signup token', 'local-dev:signup'],
    ['a random token', 'local-dev:'],
  ])('refuses a login with %s even with the right password', async (_case, token) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'cliente@ejemplo.hn', password: 'Honduras2026', token },
      remoteAddress: '10.1.0.2',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual(BOT_CHECK_FAILED);
  });
});

describe('password hashing', () => {
  it('salts each hash and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Honduras2026'), hashPassword('Honduras2026')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('Honduras2026', a)).resolves.toBe(true);
    await expect(verifyPassword('honduras2026', a)).resolves.toBe(false);
    await expect(verifyPassword('x', 'texto-sin-formato')).resolves.toBe(false);
  });
});
