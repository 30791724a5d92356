import type { ErrorBody, OutboxList, OutboxMessage, SuccessResponse } from '@store/contracts';
import { settleBackgroundWork } from '../src/users/background-work.js';
import { hashResetToken } from '../src/users/password-reset.js';
import { bearer, createTestApp, DEMO_PASSWORD, json, loginAs, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GENERIC: SuccessResponse = {
  success: true,
  message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
};

// Every call comes from its own address so the per-address reset limit (5) never interferes.
let nextAddress = 1;
const requestReset = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users/reset-password',
    payload: { username },
    remoteAddress: `10.20.0.${nextAddress++}`,
  });

const saveNewPassword = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/users/save-new-password', payload });

async function outbox(to: string): Promise<OutboxMessage[]> {
  // The reset e-mail is written after the answer (same timing for every e-mail): wait for it.
  await settleBackgroundWork(t.db);
  const response = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return json<OutboxList>(response).messages;
}

/** Requests a reset and reads the token from the link in the newest e-mail. */
async function resetToken(email: string): Promise<string> {
  expect(json(await requestReset(email))).toEqual(GENERIC);
  const [latest] = await outbox(email);
  const match = /\/portal\/nueva-contrasena\?token=([A-Za-z0-9_-]+)/.exec(latest?.body ?? '');
  if (!match?.[1]) throw new Error(`sin enlace en el correo: ${latest?.body ?? '(ninguno)'}`);
  return match[1];
}

/**
 * A fresh account per test: reset e-mails are limited to 3 per account and window, so tests
 * that request several links must not share one.
 */
let accounts = 0;
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `restablecer${accounts}@ejemplo.hn`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/users/signup',
    payload: {
      firstname: 'Luis',
      lastname: 'Castillo',
      username: email,
      password: 'Inicial123',
      passwordRepeat: 'Inicial123',
      custom_field: `0801-1990-${String(10000 + accounts)}`,
      accepted_result: true,
      RecaptchaToken: 'local-dev:signup',
    },
  });
  expect(response.statusCode).toBe(201);
  return email;
}

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { username, password, token: 'local-dev:login' },
    remoteAddress: '10.21.0.1',
  });

describe('reset-password → outbox → save-new-password → login', () => {
  it('runs the whole flow and ends the old sessions', async () => {
    const email = 'ana.lopez@ejemplo.hn';
    const before = await loginAs(t.app, email);
    const token = await resetToken(email);

    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ to: email, subject: 'Restablece tu contraseña' });
    expect(mail?.body).toContain('Hola Ana:');
    expect(mail?.body).toContain(`http://localhost:3000/portal/nueva-contrasena?token=${token}`);
    expect(mail?.body).toContain('30 minutos');

    // Only the SHA-256 of the token is stored, valid for 30 minutes.
    const rows = await t.db.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
         FROM password_resets WHERE customer_id = $1 AND used_at IS NULL`,
      [before.id],
    );
    expect(rows).toEqual([{ token_hash: hashResetToken(token), minutes: 30 }]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const saved = await saveNewPassword({ token, password: 'NuevaClave9', passwordRepeat: 'NuevaClave9' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({ success: true, message: 'Tu contraseña fue actualizada' });

    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'NuevaClave9')).statusCode).toBe(200);
    const oldSession = await t.app.inject({ url: `/customers/${before.id}`, headers: bearer(before.token) });
    expect(oldSession.statusCode).toBe(401);
  });

  it('refuses the same link a second time with RESET_TOKEN_USED', async () => {
    const email = await newAccount();
    const token = await resetToken(email);
    const body = { token, password: 'OtraClave10', passwordRepeat: 'OtraClave10' };
    expect((await saveNewPassword(body)).statusCode).toBe(200);
    const again = await saveNewPassword({ ...body, password: 'Tercera11', passwordRepeat: 'Tercera11' });
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again)).toEqual({
      message: 'El enlace para restablecer la contraseña ya fue utilizado. Solicita uno nuevo.',
      code: 'RESET_TOKEN_USED',
    });
    expect((await login(email, 'OtraClave10')).statusCode).toBe(200);
  });

  it('lets exactly one of several concurrent uses of a link succeed', async () => {
    const email = await newAccount();
    const token = await resetToken(email);
    const passwords = ['Carrera111', 'Carrera222', 'Carrera333', 'Carrera444', 'Carrera555'];
    const responses = await Promise.all(
      passwords.map((password) => saveNewPassword({ token, password, passwordRepeat: password })),
    );
    const winners = passwords.filter((_password, index) => responses[index]?.statusCode === 200);
    expect(winners).toHaveLength(1);
    const losers = responses.filter((response) => response.statusCode !== 200);
    expect(losers.map((response) => [response.statusCode, json<ErrorBody>(response).code])).toEqual(
      Array.from({ length: 4 }, () => [400, 'RESET_TOKEN_USED']),
    );
    expect((await login(email, winners[0] ?? '')).statusCode).toBe(200);
  });

  it('refuses an expired link with RESET_TOKEN_EXPIRED', async () => {
    const email = await newAccount();
    const token = await resetToken(email);
    await t.db.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hashResetToken(token)],
    );
    const response = await saveNewPassword({ token, password: 'Vencida12', passwordRepeat: 'Vencida12' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'El enlace para restablecer la contraseña venció. Solicita uno nuevo.',
      code: 'RESET_TOKEN_EXPIRED',
    });
  });

  it('invalidates older links when a new one is issued', async () => {
    const email = await newAccount();
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect(older).not.toBe(newer);
    const stale = await saveNewPassword({ token: older, password: 'Antigua12', passwordRepeat: 'Antigua12' });
    expect(json<ErrorBody>(stale).code).toBe('RESET_TOKEN_INVALID');
    const fresh = await saveNewPassword({
      token: newer,
      password: 'Reciente12',
      passwordRepeat: 'Reciente12',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'no-existe-este-token'],
    ['an empty token', ''],
    ['no token', undefined],
  ])('refuses %s with RESET_TOKEN_INVALID', async (_case, token) => {
    const response = await saveNewPassword({ token, password: 'Valida123', passwordRepeat: 'Valida123' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'El enlace para restablecer la contraseña no es válido',
      code: 'RESET_TOKEN_INVALID',
    });
  });
});

describe('POST /users/save-new-password rules (spec "New password form")', () => {
  it.each([
    [
      { password: '', passwordRepeat: '' },
      { password: 'Este campo no puede estar vacío', passwordRepeat: 'Este campo no puede estar vacío' },
    ],
    [
      { password: 'a'.repeat(33), passwordRepeat: 'a'.repeat(33) },
      { password: 'Longitud de contraseña muy largo', passwordRepeat: 'Longitud de contraseña muy largo' },
    ],
    [{ password: 'abc12', passwordRepeat: 'abc12' }, { password: 'La contraseña es muy corta' }],
    [
      { password: 'Valida123', passwordRepeat: 'Valida124' },
      { passwordRepeat: 'Las contraseñas no coiciden' },
    ],
    [{}, { password: 'Este campo no puede estar vacío', passwordRepeat: 'Este campo no puede estar vacío' }],
  ])('rejects %j with %j and consumes nothing', async (change, fields) => {
    const token = await resetToken(await newAccount());
    const response = await saveNewPassword({ token, ...change });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body).toEqual({ message: Object.values(fields)[0], code: 'VALIDATION_ERROR', fields });
    const [row] = await t.db.query<{ used_at: Date | null }>(
      'SELECT used_at FROM password_resets WHERE token_hash = $1',
      [hashResetToken(token)],
    );
    expect(row?.used_at).toBeNull();
  });

  it('accepts exactly 32 characters', async () => {
    const email = await newAccount();
    const token = await resetToken(email);
    const password = 'x'.repeat(32);
    const response = await saveNewPassword({ token, password, passwordRepeat: password });
    expect(response.statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(200);
  });
});

describe('POST /users/reset-password', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await requestReset('nadie.registrado@ejemplo.hn');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(GENERIC);
    expect(await outbox('nadie.registrado@ejemplo.hn')).toEqual([]);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    await requestReset('  CLIENTE@Ejemplo.hn ');
    const [mail] = await outbox('cliente@ejemplo.hn');
    expect(mail?.body).toContain('Hola María:');
  });

  it('stops mailing one account after 3 requests in the window, answering the same', async () => {
    const email = 'cliente@ejemplo.hn';
    const before = (await outbox(email)).length; // 1 from the previous test
    for (let index = 0; index < 4; index += 1) expect(json(await requestReset(email))).toEqual(GENERIC);
    const after = (await outbox(email)).length;
    expect(after - before).toBe(2);
  });

  it.each([
    [{}, 'Campo Requerido'],
    [{ username: '   ' }, 'Campo Requerido'],
    [{ username: 'no-es-correo' }, 'Correo Inválido'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/reset-password',
      payload,
      remoteAddress: `10.22.0.${nextAddress++}`,
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      fields: { username: message },
    });
  });
});

describe('GET /dev/outbox', () => {
  it('lists the latest messages first, all recipients without `to`, honouring limit', async () => {
    const response = await t.app.inject({ url: '/dev/outbox?limit=2' });
    expect(response.statusCode).toBe(200);
    const { messages } = json<OutboxList>(response);
    expect(messages).toHaveLength(2);
    const [first, second] = messages;
    expect((first?.id ?? 0) > (second?.id ?? 0)).toBe(true);
    expect(first?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('validates limit', async () => {
    const response = await t.app.inject({ url: '/dev/outbox?limit=500' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toEqual({ limit: 'Debe ser menor o igual a 50' });
  });
});
