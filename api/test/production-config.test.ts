/**
 * Issue 10, defects 1 and 4: development aids are opt-in (DEVELOPMENT_AIDS=1) and a production
 * start refuses every one of them; without them an order can only be paid through the gateway's
 * signed answer, never by posting the billing step's signed form to the API's own sandbox.
 *
 * Issue 33, sections 3 and 4: NODE_ENV in any case; a production start never loads the demo data
 * (whatever the engine) and refuses to be asked for it; short gateway secrets, a missing
 * PUBLIC_URL, localhost addresses and the sandbox processor are refused, all in one message; the
 * production checklist reads the same rules.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CardPaymentStarted, EmbedSession, ErrorBody, Order, PaymentResult } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import { buildAppFromConfig } from '../src/app-from-config.js';
import { ConfigError, readConfig, seedRefusal, type ApiConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { prepareDatabase, prepareDb } from '../src/db/prepare-db.js';
import { saveIntegrator } from '../src/embed/integrator-repository.js';
import { productionChecklist } from '../src/production-checklist.js';
import { STARTUP_RULES, startupProblems } from '../src/startup-rules.js';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limit.js';
import { DEFAULT_SERVER_LIMITS } from '../src/http/server-limits.js';
import { DEVELOPMENT_GATEWAY_SECRET, SANDBOX_PATH } from '../src/payments/gateway-settings.js';
import { insertZone, orderReadyToPay, orderToken, takeProduct } from './support/checkout-fixtures.js';
import { bearer, createTestApp, createTestDb, json, type TestApp } from './support/test-app.js';

/**
 * What a production deployment sets (docs/security.md): a real gateway, a real bot check, the
 * public addresses.
 */
const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  GATEWAY_KEY_ID: 'comercio-0042',
  // 32 characters: the shortest secret a production start accepts.
  GATEWAY_SECRET: 'secreto-privado-del-banco-9f2c61',
  GATEWAY_URL: 'https://pagos.banco.example.hn/api/transact',
  GATEWAY_RETURN_URL: 'https://tienda.example.hn/checkout/finalizacion',
  GATEWAY_PROCESSOR: 'procesador-del-banco',
  PUBLIC_URL: 'https://api.tienda.example.hn',
  STORE_URL: 'https://tienda.example.hn',
  CHECKOUT_PUBLIC_URL: 'https://checkout.tienda.example.hn',
  BOT_CHECK_PROVIDER: 'recaptcha',
  RECAPTCHA_SECRET: 'recaptcha-secreto',
  // Nothing answers here: the provider is unreachable and every token is refused (fail closed).
  RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify',
  // The store's SMTP relay; nothing answers here either (no test sends mail in production).
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1',
  MAIL_FROM: 'TecnoHN <no-responder@tienda.example.hn>',
  // 32 bytes in base64, as `openssl rand -base64 32` prints them.
  STAFF_TOTP_KEY: 'q3Jm0Vb8Yw2xN5cT7hL1sR4uE6aK9dF0gH2jP5zQ8Xk=',
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

  it('lists every refusal at once, each naming its variable, in one message', () => {
    const everything = {
      NODE_ENV: 'Production',
      DEVELOPMENT_AIDS: '1',
      GATEWAY_SECRET: DEVELOPMENT_GATEWAY_SECRET,
      GATEWAY_PROCESSOR: 'sandbox',
      BOT_CHECK_PROVIDER: 'local',
      DEV_OUTBOX: '1',
      GATEWAY_SANDBOX: '1',
      STORE_URL: 'http://localhost:3000',
      DEMO_DATA: '1',
      EMBED_DEMO_SECRET: 'demo-secret-para-pruebas',
      EMBED_DEMO_ORIGINS: 'http://localhost:3005',
    };
    const expected = [
      /^DEVELOPMENT_AIDS=1 /,
      /^Falta GATEWAY_KEY_ID /,
      /^GATEWAY_SECRET es el secreto público /,
      /^Falta GATEWAY_URL /,
      /^Falta GATEWAY_RETURN_URL /,
      /^GATEWAY_PROCESSOR=sandbox /,
      /^GATEWAY_SANDBOX=1 /,
      /^BOT_CHECK_PROVIDER=local /,
      /^DEV_OUTBOX=1 /,
      /^Falta PUBLIC_URL /,
      /^STORE_URL apunta a localhost /,
      /^Falta CHECKOUT_PUBLIC_URL /,
      /^Falta SMTP_HOST /,
      /^Falta MAIL_FROM /,
      /^Falta STAFF_TOTP_KEY /,
      /^DEMO_DATA=1 /,
      /^EMBED_DEMO_SECRET /,
      /^EMBED_DEMO_ORIGINS /,
    ];
    expect(startupProblems(everything)).toEqual(
      expected.map((problem): unknown => expect.stringMatching(problem)),
    );
    const error = refusal(everything);
    expect(error.message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(expected.length);
    expect(error.message).toContain('npm run check:production');
  });
});

describe('issue 33: NODE_ENV in any case', () => {
  it.each(['Production', 'PRODUCTION', ' production ', 'prod', 'Prod'])(
    'treats NODE_ENV=%j as production: DEVELOPMENT_AIDS=1 is refused',
    (nodeEnv) => {
      const error = refusal({ ...PRODUCTION_ENV, NODE_ENV: nodeEnv, DEVELOPMENT_AIDS: '1' });
      expect(error.problems).toEqual([expect.stringMatching(/^DEVELOPMENT_AIDS=1 no se permite/)]);
      expect(error.message).toContain('En producción define las variables reales');
    },
  );

  it.each(['produccion', 'prd', 'live'])('refuses the unknown NODE_ENV=%s, naming NODE_ENV', (nodeEnv) => {
    const error = refusal({ ...PRODUCTION_ENV, NODE_ENV: nodeEnv });
    expect(error.problems).toEqual([
      `NODE_ENV="${nodeEnv}" no es un entorno conocido; usa NODE_ENV=production en producción (o development, test o staging fuera de ella)`,
    ]);
  });

  it.each(['development', 'Test', 'staging', ''])('starts outside production with NODE_ENV=%j', (nodeEnv) => {
    expect(readConfig({ DEVELOPMENT_AIDS: '1', NODE_ENV: nodeEnv }).developmentAids).toBe(true);
  });
});

describe('issue 33: production values that are refused, not defaulted', () => {
  it.each([
    [
      'a 4-character GATEWAY_SECRET',
      { GATEWAY_SECRET: 'k9Qz' },
      /^GATEWAY_SECRET tiene 4 caracteres; con NODE_ENV=production debe tener al menos 32 /,
    ],
    [
      'a 31-character GATEWAY_SECRET',
      { GATEWAY_SECRET: 'secreto-privado-del-banco-9f2c6' },
      /^GATEWAY_SECRET tiene 31 caracteres/,
    ],
    ['PUBLIC_URL unset', { PUBLIC_URL: undefined }, /^Falta PUBLIC_URL \(la dirección de esta API/],
    [
      'a PUBLIC_URL without a scheme',
      { PUBLIC_URL: 'api.tienda.example.hn' },
      /^PUBLIC_URL debe ser una dirección http\(s\) absoluta/,
    ],
    ['STORE_URL unset', { STORE_URL: '' }, /^Falta STORE_URL /],
    ['STORE_URL at localhost', { STORE_URL: 'http://localhost:3000' }, /^STORE_URL apunta a localhost /],
    ['GATEWAY_RETURN_URL unset', { GATEWAY_RETURN_URL: undefined }, /^Falta GATEWAY_RETURN_URL /],
    [
      'GATEWAY_RETURN_URL at 127.0.0.1',
      { GATEWAY_RETURN_URL: 'http://127.0.0.1:3000/checkout/finalizacion' },
      /^GATEWAY_RETURN_URL apunta a 127\.0\.0\.1 /,
    ],
    ['GATEWAY_PROCESSOR unset', { GATEWAY_PROCESSOR: undefined }, /^Falta GATEWAY_PROCESSOR /],
    [
      'GATEWAY_PROCESSOR=sandbox',
      { GATEWAY_PROCESSOR: 'Sandbox' },
      /^GATEWAY_PROCESSOR=sandbox no se permite/,
    ],
    ['CHECKOUT_PUBLIC_URL unset', { CHECKOUT_PUBLIC_URL: undefined }, /^Falta CHECKOUT_PUBLIC_URL /],
    [
      'CHECKOUT_PUBLIC_URL at its localhost default',
      { CHECKOUT_PUBLIC_URL: 'http://localhost:3002' },
      /^CHECKOUT_PUBLIC_URL apunta a localhost /,
    ],
    ['SMTP_HOST unset (issue 34)', { SMTP_HOST: undefined }, /^Falta SMTP_HOST \(servidor SMTP/],
    ['MAIL_FROM unset (issue 34)', { MAIL_FROM: '' }, /^Falta MAIL_FROM \(remitente/],
    ['STAFF_TOTP_KEY unset (issue 34)', { STAFF_TOTP_KEY: undefined }, /^Falta STAFF_TOTP_KEY \(clave/],
    [
      'STAFF_TOTP_KEY too short',
      { STAFF_TOTP_KEY: 'corta' },
      /^STAFF_TOTP_KEY debe ser una clave de 32 bytes/,
    ],
    ['DEMO_DATA=1', { DEMO_DATA: '1' }, /^DEMO_DATA=1 no se permite con NODE_ENV=production /],
    ['DEMO_DATA=true', { DEMO_DATA: 'true' }, /^DEMO_DATA=true no se permite/],
    ['DEMO_DATA=sí', { DEMO_DATA: 'sí' }, /^DEMO_DATA=sí no se permite/],
    [
      'EMBED_DEMO_SECRET',
      { EMBED_DEMO_SECRET: 'demo-secret-para-pruebas' },
      /^EMBED_DEMO_SECRET no se permite con NODE_ENV=production /,
    ],
    [
      'EMBED_DEMO_ORIGINS',
      { EMBED_DEMO_ORIGINS: 'https://aliada.example.hn' },
      /^EMBED_DEMO_ORIGINS no se permite con NODE_ENV=production /,
    ],
  ])('refuses %s', (_case, change, problem) => {
    const error = refusal({ ...PRODUCTION_ENV, ...change });
    expect(error.problems).toEqual([expect.stringMatching(problem)]);
  });

  it('says what to set in each refusal', () => {
    const problems = startupProblems({ NODE_ENV: 'production' });
    expect(problems).toContain(
      'Falta PUBLIC_URL (la dirección de esta API; sin ella el checkout incrustado tomaría su dirección del encabezado Host); define la dirección pública, p. ej. https://api.tienda.example.hn',
    );
    expect(startupProblems({ ...PRODUCTION_ENV, GATEWAY_SECRET: 'k9Qz' })).toEqual([
      'GATEWAY_SECRET tiene 4 caracteres; con NODE_ENV=production debe tener al menos 32 (uno corto se adivina a partir de las firmas que ve cualquier comprador): pide al banco un secreto más largo',
    ]);
  });

  it('leaves the same values alone outside production (npm start, the e2e suite)', () => {
    const config = readConfig({
      DEVELOPMENT_AIDS: '1',
      STORE_URL: 'http://localhost:3100',
      GATEWAY_RETURN_URL: 'http://localhost:3100/checkout/finalizacion',
      CHECKOUT_PUBLIC_URL: 'http://localhost:3102',
    });
    expect(config.gateway.processor).toBe('sandbox');
    expect(config.publicUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
  });

  it('refuses a malformed PUBLIC_URL in any environment', () => {
    expect(refusal({ DEVELOPMENT_AIDS: '1', PUBLIC_URL: 'localhost:4000' }).problems).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL debe ser una dirección http\(s\) absoluta \(recibido "localhost:4000"\)/,
      ),
    ]);
  });
});

describe('issue 33: demo data in production', () => {
  it.each([
    ['the embedded engine', {}],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://tienda@db.tienda.example.hn/tienda' }],
    ['DEMO_DATA=0', { DEMO_DATA: '0' }],
  ])('is never loaded by default, with %s', (_case, change) => {
    expect(readConfig({ ...PRODUCTION_ENV, ...change }).demoData).toBe(false);
  });

  it('is refused by the seed CLI, in Spanish', () => {
    expect(seedRefusal({ NODE_ENV: 'Production' })).toMatch(
      /^La siembra de datos de demostración no se permite con NODE_ENV=production: /,
    );
    expect(seedRefusal({ NODE_ENV: 'development' })).toBeNull();
    expect(seedRefusal({})).toBeNull();
  });

  it('never adds the demo integrator to a store that is not a demo store', async () => {
    const testDb = await createTestDb({ demoData: false });
    try {
      await testDb.db.query(
        "INSERT INTO customers (firstname, lastname, email, password_hash) VALUES ('Ana', 'Real', 'ana@tienda.example.hn', 'x')",
      );
      // DEMO_DATA=1 on a store that already has customers of its own (outside production).
      const prepared = await prepareDatabase(testDb.db, { demoData: true, warn: () => undefined });
      expect(prepared.demoData).toBeNull();
      expect(await testDb.db.query('SELECT key FROM embed_integrators')).toEqual([]);
    } finally {
      await testDb.close();
    }
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
    [
      'NODE_ENV=Production and the development aids',
      { NODE_ENV: 'Production', DEVELOPMENT_AIDS: '1' },
      'DEVELOPMENT_AIDS=1 no se permite',
    ],
    ['a 4-character gateway secret', { GATEWAY_SECRET: 'k9Qz' }, 'GATEWAY_SECRET tiene 4 caracteres'],
    ['demo data asked for', { DEMO_DATA: '1' }, 'DEMO_DATA=1 no se permite'],
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

describe('issue 33: the production checklist (npm run check:production)', () => {
  /** Everything a production start needs plus every recommendation followed. */
  const COMPLETE_ENV = {
    ...PRODUCTION_ENV,
    DATABASE_URL: 'postgres://tienda@db.tienda.example.hn/tienda',
    CORS_ORIGINS: 'https://tienda.example.hn',
    TRUST_PROXY: '10.0.0.1',
  };

  it('marks every rule ✓ for a complete production environment and finds nothing to refuse', () => {
    const report = productionChecklist(COMPLETE_ENV);
    expect(report).toMatchObject({ refusals: 0, advice: 0 });
    for (const rule of STARTUP_RULES) expect(report.text).toContain(`✓ ${rule.variable}: ${rule.production}`);
    expect(report.text).toContain('La API puede iniciar en producción con este entorno.');
  });

  it('prints the same problems the start refuses, under their variables, and counts them', () => {
    const env = {
      ...COMPLETE_ENV,
      GATEWAY_SECRET: 'k9Qz',
      STORE_URL: 'http://localhost:3000',
      DEMO_DATA: '1',
    };
    const report = productionChecklist(env);
    const refused = startupProblems(env);
    expect(refused).toHaveLength(3);
    expect(report.refusals).toBe(3);
    for (const problem of refused) expect(report.text).toContain(`    → ${problem}`);
    expect(report.text).toContain(
      `✗ GATEWAY_SECRET: ${STARTUP_RULES.find((r) => r.variable === 'GATEWAY_SECRET')?.production}`,
    );
    expect(report.text).toContain(
      'La API no iniciaría en producción con este entorno: 3 variables rechazadas (✗).',
    );
  });

  it('judges any environment as a production start: NODE_ENV unset is a refusal there', () => {
    const report = productionChecklist({ ...COMPLETE_ENV, NODE_ENV: undefined });
    expect(report.refusals).toBe(1);
    expect(report.text).toContain('✗ NODE_ENV: production');
    expect(report.text).toContain('    → Falta NODE_ENV=production');
  });

  it('shows the recommendations apart, without refusing the start', () => {
    const report = productionChecklist({ ...PRODUCTION_ENV, TRUST_PROXY: 'true' });
    expect(report).toMatchObject({ refusals: 0, advice: 3 });
    expect(report.text).toMatch(/⚠ DATABASE_URL: .*\n {4}→ Sin DATABASE_URL /);
    expect(report.text).toMatch(
      /⚠ TRUST_PROXY: .*\n {4}→ TRUST_PROXY=true acepta el X-Forwarded-For de cualquiera/,
    );
    expect(report.text).toContain('3 recomendaciones pendientes (⚠): no impiden el inicio.');
    expect(() => readConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'true' })).not.toThrow();
  });

  it('reports a malformed switch as its problem instead of stopping', () => {
    const report = productionChecklist({ ...COMPLETE_ENV, DEV_OUTBOX: 'quizás' });
    expect(report.refusals).toBe(1);
    expect(report.text).toContain('    → DEV_OUTBOX debe ser 0 o 1 (recibido "quizás")');
  });
});

/**
 * The reproduction of issue 33, section 3: a production start on an empty embedded data folder,
 * prepared and built exactly as server.ts does (readConfig → prepareDb → buildAppFromConfig).
 */
describe('issue 33: a production start on an empty embedded database', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let db: Db;
  const warn = jest.fn<undefined, [string]>();
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-production-start-'));
    const config = readConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir });
    expect(config.databaseUrl).toBeUndefined();
    const prepared = await prepareDb(config, warn);
    db = prepared.db;
    expect(prepared.demoData).toBeNull();
    app = await buildAppFromConfig({ ...config, logLevel: 'silent' }, db);
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates no customer, no catalog and no integrator, and warns of no demo data', async () => {
    const [counts] = await db.query<{ customers: number; products: number; integrators: number }>(
      `SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM products) AS products,
              (SELECT count(*)::int FROM embed_integrators) AS integrators`,
    );
    expect(counts).toEqual({ customers: 0, products: 0, integrators: 0 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses the demo integrator: no embed cart with its public secret, no session for its page', async () => {
    const cart = await app.inject({
      method: 'POST',
      url: '/embed/carts',
      headers: bearer('demo-secret-para-pruebas'),
      payload: { lines: [{ productId: 1, qty: 1 }] },
    });
    expect(cart.statusCode).toBe(401);
    const session = await app.inject({
      url: '/embed/session?integrator=demo',
      headers: { origin: 'http://localhost:3005' },
    });
    expect(session.statusCode).toBe(404);
    expect(json<ErrorBody>(session).code).toBe('unknown-integrator');
  });

  it('builds the embedded checkout from PUBLIC_URL, never from the Host header', async () => {
    await saveIntegrator(db, {
      key: 'aliada',
      name: 'Tienda Aliada',
      origins: ['https://aliada.example.hn'],
      secret: 'clave-de-la-tienda-aliada-para-la-prueba-0001',
    });
    const headers = { host: 'evil.example', origin: 'https://aliada.example.hn' };
    const session = await app.inject({ url: '/embed/session?integrator=aliada', headers });
    expect(session.statusCode).toBe(200);
    expect(json<EmbedSession>(session).frameUrl).toBe(
      'https://api.tienda.example.hn/embed/frame?integrator=aliada&origin=https%3A%2F%2Faliada.example.hn',
    );
    const frame = await app.inject({
      url: '/embed/frame?integrator=aliada&origin=https%3A%2F%2Faliada.example.hn',
      headers,
    });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).not.toContain('evil.example');
    expect(String(frame.headers['content-security-policy'])).not.toContain('evil.example');
    expect(frame.body).toContain('"apiBaseUrl":"https://api.tienda.example.hn"');
  });
});
