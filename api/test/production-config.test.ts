/**
 * Issue 10, defects 1 and 4: development aids are opt-in (DEVELOPMENT_AIDS=1) and a production
 * start refuses every one of them; without them an order can only be paid through the gateway's
 * signed answer, never by posting the billing step's signed form to the API's own sandbox.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CardPaymentStarted, ErrorBody, Order, PaymentResult } from '@store/contracts';
import { ConfigError, readConfig, startupProblems, type ApiConfig } from '../src/config.js';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limit.js';
import { DEFAULT_SERVER_LIMITS } from '../src/http/server-limits.js';
import { DEVELOPMENT_GATEWAY_SECRET, SANDBOX_PATH } from '../src/payments/gateway-settings.js';
import { insertZone, orderReadyToPay, orderToken, takeProduct } from './support/checkout-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

/** What a production deployment sets (docs/security.md): a real gateway, a real bot check. */
const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  GATEWAY_KEY_ID: 'comercio-0042',
  GATEWAY_SECRET: 'secreto-privado-del-banco-9f2c61',
  GATEWAY_URL: 'https://pagos.banco.example.hn/api/transact',
  GATEWAY_RETURN_URL: 'https://tienda.example.hn/checkout/finalizacion',
  BOT_CHECK_PROVIDER: 'recaptcha',
  RECAPTCHA_SECRET: 'recaptcha-secreto',
  // Nothing answers here: the provider is unreachable and every token is refused (fail closed).
  RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify',
};

/** The ConfigError readConfig throws for `env` (fails the test if it starts). */
function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe('readConfig without DEVELOPMENT_AIDS', () => {
  it('refuses to start with nothing set, naming every missing variable in Spanish', () => {
    const error = refusal({});
    expect(error.problems).toEqual([
      expect.stringMatching(/^Falta GATEWAY_KEY_ID /),
      expect.stringMatching(/^Falta GATEWAY_SECRET /),
      expect.stringMatching(/^Falta GATEWAY_URL /),
      expect.stringMatching(/^Falta BOT_CHECK_PROVIDER=recaptcha con RECAPTCHA_SECRET /),
    ]);
    expect(error.message).toMatch(/^La API no puede iniciar con esta configuración:\n/);
    for (const name of [
      'GATEWAY_KEY_ID',
      'GATEWAY_SECRET',
      'GATEWAY_URL',
      'BOT_CHECK_PROVIDER',
      'RECAPTCHA_SECRET',
    ])
      expect(error.message).toContain(name);
    expect(error.message).toContain('DEVELOPMENT_AIDS=1');
  });

  it('names only what is missing', () => {
    const partial = { ...PRODUCTION_ENV, GATEWAY_SECRET: '', RECAPTCHA_SECRET: undefined };
    expect(refusal(partial).problems).toEqual([
      expect.stringMatching(/^Falta GATEWAY_SECRET /),
      expect.stringMatching(/^Falta RECAPTCHA_SECRET /),
    ]);
  });

  it('starts with every development aid off when the real settings are given', () => {
    const config = readConfig(PRODUCTION_ENV);
    expect(config.developmentAids).toBe(false);
    expect(config.gatewaySandbox).toBe(false);
    expect(config.account.devOutbox).toBe(false);
    expect(config.account.botCheck).toEqual({
      provider: 'recaptcha',
      secret: 'recaptcha-secreto',
      minScore: 0.5,
      verifyUrl: 'http://127.0.0.1:1/siteverify',
    });
    expect(config.gateway).toMatchObject({
      keyId: 'comercio-0042',
      secret: 'secreto-privado-del-banco-9f2c61',
      url: 'https://pagos.banco.example.hn/api/transact',
      returnUrl: 'https://tienda.example.hn/checkout/finalizacion',
    });
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.serverLimits).toEqual(DEFAULT_SERVER_LIMITS);
  });

  it('lets a finer switch turn one aid on outside production', () => {
    const staging = { ...PRODUCTION_ENV, NODE_ENV: 'staging', DEV_OUTBOX: '1', BOT_CHECK_PROVIDER: 'local' };
    const config = readConfig(staging);
    expect(config.account.devOutbox).toBe(true);
    expect(config.account.botCheck).toEqual({ provider: 'local' });
    expect(config.gatewaySandbox).toBe(false);
  });
});

describe('readConfig with DEVELOPMENT_AIDS=1', () => {
  it('turns on the sandbox, the outbox, the local bot check and the development gateway', () => {
    const config = readConfig({ DEVELOPMENT_AIDS: '1', API_PORT: '4100' });
    expect(config.developmentAids).toBe(true);
    expect(config.gatewaySandbox).toBe(true);
    expect(config.account.devOutbox).toBe(true);
    expect(config.account.botCheck).toEqual({ provider: 'local' });
    expect(config.gateway).toMatchObject({
      keyId: 'sandbox-key-001',
      secret: DEVELOPMENT_GATEWAY_SECRET,
      url: `http://localhost:4100${SANDBOX_PATH}`,
    });
  });

  it('lets the finer switches turn single aids off, and keeps the sandbox off with a real gateway', () => {
    const config = readConfig({ DEVELOPMENT_AIDS: '1', DEV_OUTBOX: '0', GATEWAY_SANDBOX: '0' });
    expect(config.account.devOutbox).toBe(false);
    expect(config.gatewaySandbox).toBe(false);
    // The sandbox would accept forms signed with the real secret: off unless asked for by name.
    const realGateway = readConfig({ DEVELOPMENT_AIDS: '1', GATEWAY_URL: PRODUCTION_ENV.GATEWAY_URL });
    expect(realGateway.gatewaySandbox).toBe(false);
  });
});

describe('readConfig with NODE_ENV=production', () => {
  it.each([
    ['DEVELOPMENT_AIDS=1', { DEVELOPMENT_AIDS: '1' }, /^DEVELOPMENT_AIDS=1 no se permite/],
    [
      'the development gateway secret, even set explicitly',
      { GATEWAY_SECRET: DEVELOPMENT_GATEWAY_SECRET },
      /^GATEWAY_SECRET es el secreto público de desarrollo/,
    ],
    ['the local bot check', { BOT_CHECK_PROVIDER: 'local' }, /^BOT_CHECK_PROVIDER=local no se permite/],
    ['the outbox', { DEV_OUTBOX: '1' }, /^DEV_OUTBOX=1 no se permite/],
    ['the sandbox', { GATEWAY_SANDBOX: '1' }, /^GATEWAY_SANDBOX=1 no se permite/],
    [
      'a GATEWAY_URL of the sandbox',
      { GATEWAY_URL: `https://api.tienda.example.hn${SANDBOX_PATH}` },
      /^GATEWAY_URL apunta a la pasarela de pruebas/,
    ],
  ])('refuses %s', (_case, change, problem) => {
    const error = refusal({ ...PRODUCTION_ENV, ...change });
    expect(error.problems).toEqual([expect.stringMatching(problem)]);
    expect(error.message).toContain('En producción define las variables reales');
  });

  it('lists every refusal at once', () => {
    const everything = {
      NODE_ENV: 'production',
      DEVELOPMENT_AIDS: '1',
      GATEWAY_SECRET: DEVELOPMENT_GATEWAY_SECRET,
      BOT_CHECK_PROVIDER: 'local',
      DEV_OUTBOX: '1',
      GATEWAY_SANDBOX: '1',
    };
    expect(startupProblems(everything)).toEqual([
      expect.stringMatching(/^Falta GATEWAY_KEY_ID /),
      expect.stringMatching(/^Falta GATEWAY_URL /),
      expect.stringMatching(/^DEVELOPMENT_AIDS=1 /),
      expect.stringMatching(/^GATEWAY_SECRET es el secreto público /),
      expect.stringMatching(/^BOT_CHECK_PROVIDER=local /),
      expect.stringMatching(/^DEV_OUTBOX=1 /),
      expect.stringMatching(/^GATEWAY_SANDBOX=1 /),
    ]);
  });
});

describe('the real server process (dist/server.js)', () => {
  const root = join(__dirname, '..');
  beforeAll(() => {
    // The process runs the compiled API: bring dist/ up to date with src/ first (incremental,
    // a no-op after `npm test`'s build).
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], { cwd: root });
  }, 120_000);

  const start = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [join(root, 'dist/server.js')], {
      cwd: root,
      // Only what is given here (plus PATH): nothing of the machine's environment leaks in.
      env: { PATH: process.env.PATH, DATA_DIR: join(tmpdir(), 'api-never-started'), ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it.each([
    [
      'the development secret',
      { GATEWAY_SECRET: DEVELOPMENT_GATEWAY_SECRET },
      'GATEWAY_SECRET es el secreto público de desarrollo',
    ],
    ['the local bot check', { BOT_CHECK_PROVIDER: 'local' }, 'BOT_CHECK_PROVIDER=local no se permite'],
    ['the development aids', { DEVELOPMENT_AIDS: '1' }, 'DEVELOPMENT_AIDS=1 no se permite'],
  ])(
    'refuses to start in production with %s, exit code 1 and the reason in Spanish',
    (_case, change, reason) => {
      const result = start({ ...PRODUCTION_ENV, ...change });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(reason);
      expect(result.stdout).not.toContain('API lista');
    },
  );

  it('refuses to start without DEVELOPMENT_AIDS when the gateway and the bot check are not configured', () => {
    const result = start({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('GATEWAY_SECRET');
    expect(result.stderr).toContain('BOT_CHECK_PROVIDER');
  });
});

describe('RATE_LIMIT_SCALE and the server limits', () => {
  it('multiplies every named request limit', () => {
    const { rateLimits } = readConfig({ DEVELOPMENT_AIDS: '1', RATE_LIMIT_SCALE: '50' });
    for (const [name, limit] of Object.entries(DEFAULT_RATE_LIMITS)) {
      expect(rateLimits[name as keyof typeof DEFAULT_RATE_LIMITS]).toEqual({
        max: limit.max * 50,
        windowMs: limit.windowMs,
      });
    }
    expect(readConfig({ DEVELOPMENT_AIDS: '1' }).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it.each(['0', '-2', '1.5', 'mucho'])('refuses RATE_LIMIT_SCALE=%s', (value) => {
    expect(() => readConfig({ DEVELOPMENT_AIDS: '1', RATE_LIMIT_SCALE: value })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it('reads the body limit and the timeouts, and refuses contradictory ones', () => {
    const config = readConfig({
      DEVELOPMENT_AIDS: '1',
      API_BODY_LIMIT_BYTES: '32768',
      API_HEADERS_TIMEOUT_MS: '5000',
      API_REQUEST_TIMEOUT_MS: '10000',
      API_CONNECTION_TIMEOUT_MS: '20000',
      API_KEEP_ALIVE_TIMEOUT_MS: '4000',
    });
    expect(config.serverLimits).toEqual({
      bodyLimitBytes: 32768,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 10000,
      connectionTimeoutMs: 20000,
      keepAliveTimeoutMs: 4000,
    });
    expect(() => readConfig({ DEVELOPMENT_AIDS: '1', API_REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /API_REQUEST_TIMEOUT_MS/,
    );
    expect(() =>
      readConfig({ DEVELOPMENT_AIDS: '1', API_HEADERS_TIMEOUT_MS: '40000', API_REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow(/API_HEADERS_TIMEOUT_MS/);
  });
});

describe('an API built from a production configuration', () => {
  let t: TestApp;
  let config: ApiConfig;
  let zoneId: number;
  beforeAll(async () => {
    config = readConfig(PRODUCTION_ENV);
    // Exactly what server.ts passes for these settings (the test app would add the aids).
    t = await createTestApp({
      gateway: config.gateway,
      gatewaySandbox: config.gatewaySandbox,
      account: config.account,
    });
    zoneId = (await insertZone(t.db, { cost: 150, freeFrom: null })).id;
  });
  afterAll(() => t.close());

  it('does not serve the development outbox', async () => {
    const response = await t.app.inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toEqual({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
  });

  it('refuses the public local-dev bot-check token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'cliente@ejemplo.hn', password: 'Honduras2026', token: 'local-dev:login' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).code).toBe('BOT_CHECK_FAILED');
  });

  it('cannot be paid by posting the signed billing form with a test card to the sandbox path', async () => {
    const product = await takeProduct(t.db, { stock: 3, price: 1500 });
    const order = await orderReadyToPay(t.app, product.id, zoneId);
    const billing = await t.app.inject({
      method: 'PUT',
      url: `/orders/${order.id}/billing`,
      headers: orderToken(order),
      payload: {
        order_payment: {
          card_number: '4111 1111 1111 1111',
          card_name: 'ANA LOPEZ',
          expiry: '12/30',
          cvc: '123',
        },
      },
    });
    expect(billing.statusCode).toBe(200);
    const data = json<CardPaymentStarted>(billing).processorData;
    // The browser is sent to the bank, with the bank's key; the secret never leaves the server.
    expect(data.url).toBe(PRODUCTION_ENV.GATEWAY_URL);
    expect(data.key).toBe('comercio-0042');
    expect(billing.body).not.toContain(PRODUCTION_ENV.GATEWAY_SECRET);

    // The attack of issue 10: processorData plus the sandbox's test card, posted to the API.
    const form = {
      orderid: String(data.orderId),
      amount: data.amount,
      time: String(data.time),
      hash: data.hash,
      key_id: data.key,
      ccnumber: '4111111111111111',
      ccexp: '12/30',
      cvv: '123',
    };
    const asForm = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    const asJson = await t.app.inject({ method: 'POST', url: SANDBOX_PATH, payload: { ...data, ...form } });
    for (const response of [asForm, asJson]) {
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).code).toBe('NOT_FOUND');
    }

    const view = json<Order>(await t.app.inject({ url: `/orders/${order.id}`, headers: orderToken(order) }));
    expect(view.status).toBe('pending');
    const result = json<PaymentResult>(
      await t.app.inject({ url: `/orders/tp/${order.id}`, headers: orderToken(order) }),
    );
    expect(result).toMatchObject({ status: 'pending', payment: { status: 'pending', authCode: null } });
    const [paid] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND status = 'paid'",
      [order.id],
    );
    expect(paid?.n).toBe(0);
  });

  it('leaves the sandbox out of the OpenAPI document', async () => {
    const document = await t.app.inject({ url: '/openapi.json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(document).paths);
    expect(paths).toContain('/orders/{id}/billing');
    expect(paths).not.toContain(SANDBOX_PATH);
    expect(paths).not.toContain('/dev/outbox');
  });
});
