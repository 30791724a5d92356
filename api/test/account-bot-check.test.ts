import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import {
  LocalBotVerifier,
  RecaptchaVerifier,
  UnconfiguredBotVerifier,
  createBotVerifier,
} from '../src/auth/bot-verifier.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPGliteDb } from '../src/db/pglite-db.js';
import type { ErrorBody } from '@store/contracts';
import { seed } from '../src/seed/seed.js';
import { DEFAULT_ACCOUNT_SETTINGS, accountSettingsFromEnv } from '../src/users/account-settings.js';
import { DEMO_PASSWORD, json } from './support/test-app.js';

const SECRET = 'secreto-de-prueba';

/** What Google's siteverify would answer for each test token. */
const ANSWERS: Record<string, { status?: number; body: object }> = {
  'humano-login': { body: { success: true, action: 'login', score: 0.9 } },
  'humano-signup': { body: { success: true, action: 'signup', score: 0.7 } },
  'limite-login': { body: { success: true, action: 'login', score: 0.5 } },
  'robot-login': { body: { success: true, action: 'login', score: 0.1 } },
  vencido: { body: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
  caido: { status: 500, body: { error: 'boom' } },
};

interface Received {
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for https://www.google.com/recaptcha/api/siteverify (no internet here). */
let fake: Server;
let verifyUrl: string;
const received: Received[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const form = new URLSearchParams(raw);
      received.push({ contentType: request.headers['content-type'], form });
      const answer =
        form.get('secret') === SECRET
          ? (ANSWERS[form.get('response') ?? ''] ?? {
              body: { success: false, 'error-codes': ['invalid-input-response'] },
            })
          : { body: { success: false, 'error-codes': ['invalid-input-secret'] } };
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('RecaptchaVerifier against a fake siteverify server', () => {
  const verifier = () => new RecaptchaVerifier({ secret: SECRET, minScore: 0.5, verifyUrl });

  it('accepts a successful answer for the expected action with a score at or above the minimum', async () => {
    await expect(verifier().verify('humano-login', 'login', '203.0.113.7')).resolves.toEqual({ ok: true });
    await expect(verifier().verify('limite-login', 'login', '203.0.113.7')).resolves.toEqual({ ok: true });
    const last = received.at(-1);
    expect(last?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(last?.form ?? [])).toEqual({
      secret: SECRET,
      response: 'limite-login',
      remoteip: '203.0.113.7',
    });
  });

  it.each([
    ['a low score', 'robot-login', 'login', 'low-score'],
    ['a token made for another action', 'humano-signup', 'login', 'wrong-action'],
    ['an unsuccessful answer', 'vencido', 'login', 'not-successful:timeout-or-duplicate'],
    ['an unknown token', 'inventado', 'signup', 'not-successful:invalid-input-response'],
    ['a provider error', 'caido', 'login', 'provider-http-500'],
  ] as const)('refuses %s', async (_case, token, action, reason) => {
    await expect(verifier().verify(token, action, '203.0.113.7')).resolves.toEqual({ ok: false, reason });
  });

  it('refuses with a wrong secret', async () => {
    const wrong = new RecaptchaVerifier({ secret: 'otro', verifyUrl });
    await expect(wrong.verify('humano-login', 'login', '')).resolves.toEqual({
      ok: false,
      reason: 'not-successful:invalid-input-secret',
    });
  });

  it('refuses a missing token without calling the provider', async () => {
    const before = received.length;
    await expect(verifier().verify(undefined, 'login', '')).resolves.toEqual({
      ok: false,
      reason: 'missing-token',
    });
    expect(received.length).toBe(before);
  });

  it('fails closed when the provider cannot be reached', async () => {
    const unreachable = new RecaptchaVerifier({ secret: SECRET, verifyUrl: 'http://127.0.0.1:1/siteverify' });
    await expect(unreachable.verify('humano-login', 'login', '')).resolves.toEqual({
      ok: false,
      reason: 'provider-unreachable',
    });
  });
});

describe('bot-check settings from the environment', () => {
  it('uses the local verifier only with the development aids; with no provider every token is refused', async () => {
    const development = accountSettingsFromEnv({}, true);
    expect(development.botCheck).toEqual({ provider: 'local' });
    expect(createBotVerifier(development.botCheck)).toBeInstanceOf(LocalBotVerifier);
    expect(accountSettingsFromEnv({ BOT_CHECK_PROVIDER: 'local' }).botCheck).toEqual({ provider: 'local' });

    const unset = accountSettingsFromEnv({});
    expect(unset.botCheck).toEqual({ provider: 'unconfigured' });
    const verifier = createBotVerifier(unset.botCheck);
    expect(verifier).toBeInstanceOf(UnconfiguredBotVerifier);
    await expect(verifier.verify('local-dev:login', 'login', '203.0.113.7')).resolves.toEqual({
      ok: false,
      reason: 'not-configured',
    });
  });

  it('reads the reCAPTCHA provider, secret, minimum score and URL', () => {
    const settings = accountSettingsFromEnv({
      BOT_CHECK_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: SECRET,
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_VERIFY_URL: verifyUrl,
    });
    expect(settings.botCheck).toEqual({ provider: 'recaptcha', secret: SECRET, minScore: 0.7, verifyUrl });
    expect(createBotVerifier(settings.botCheck)).toBeInstanceOf(RecaptchaVerifier);
    expect(
      accountSettingsFromEnv({ BOT_CHECK_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' }).botCheck,
    ).toEqual({
      provider: 'recaptcha',
      secret: 's',
      minScore: 0.5,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });

  it.each([
    [{ BOT_CHECK_PROVIDER: 'recaptcha' }, /RECAPTCHA_SECRET/],
    [
      { BOT_CHECK_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's', RECAPTCHA_MIN_SCORE: '2' },
      /RECAPTCHA_MIN_SCORE/,
    ],
    [{ BOT_CHECK_PROVIDER: 'hcaptcha' }, /BOT_CHECK_PROVIDER/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => accountSettingsFromEnv(env)).toThrow(message);
  });

  it('reads throttle limits, STORE_URL and DEV_OUTBOX', () => {
    const settings = accountSettingsFromEnv({
      LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_THROTTLE_WINDOW_MINUTES: '10',
      LOGIN_MAX_DELAY_SECONDS: '30',
      RESET_MAX_REQUESTS_PER_ADDRESS: '7',
      STORE_URL: 'https://tienda.ejemplo.hn/',
      NODE_ENV: 'production',
    });
    expect(settings.throttle.login).toEqual({
      perAddress: { max: 50, windowMs: 600_000 },
      perAccount: { max: 3, windowMs: 600_000 },
      pacing: { firstDelayMs: 1000, doubleEvery: 5, maxDelayMs: 30_000 },
    });
    expect(settings.throttle.reset.perAddress.max).toBe(7);
    expect(settings.storeUrl).toBe('https://tienda.ejemplo.hn');
    expect(settings.devOutbox).toBe(false);
    expect(accountSettingsFromEnv({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(accountSettingsFromEnv({ DEV_OUTBOX: '0' }, true).devOutbox).toBe(false);
    // A development aid: off unless DEVELOPMENT_AIDS=1 (readConfig refuses DEV_OUTBOX=1 in production).
    expect(accountSettingsFromEnv({}).devOutbox).toBe(false);
    expect(accountSettingsFromEnv({}, true).devOutbox).toBe(true);
    expect(() => accountSettingsFromEnv({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 'cinco' })).toThrow(
      /LOGIN_MAX_FAILURES_PER_ACCOUNT/,
    );
  });
});

describe('the API with BOT_CHECK_PROVIDER=recaptcha', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openPGliteDb();
    await migrate(db);
    await seed(db);
    app = await buildApp({
      db,
      account: {
        ...DEFAULT_ACCOUNT_SETTINGS,
        botCheck: { provider: 'recaptcha', secret: SECRET, minScore: 0.5, verifyUrl },
        devOutbox: false,
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const login = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'cliente@ejemplo.hn', password: DEMO_PASSWORD, token },
      remoteAddress: '198.51.100.9',
    });

  it('logs in with a human token and passes the client address to the provider', async () => {
    const response = await login('humano-login');
    expect(response.statusCode).toBe(200);
    expect(received.at(-1)?.form.get('remoteip')).toBe('198.51.100.9');
  });

  it.each(['robot-login', 'humano-signup', 'local-dev:login'])('refuses a login with %s', async (token) => {
    const response = await login(token);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'No pudimos verificar que no eres un robot. Intenta de nuevo.',
      code: 'BOT_CHECK_FAILED',
    });
  });

  it('signs up with a human signup token sent as RecaptchaToken', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/signup',
      payload: {
        firstname: 'Rosa',
        lastname: 'Mejía',
        username: 'rosa.mejia@ejemplo.hn',
        password: 'secreto123',
        passwordRepeat: 'secreto123',
        custom_field: '0801-1992-04567',
        accepted_result: true,
        RecaptchaToken: 'humano-signup',
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it('does not serve the development outbox when it is switched off', async () => {
    expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
