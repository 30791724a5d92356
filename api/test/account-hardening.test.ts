/**
 * Issue 10, account defects: 6 (save-new-password checks the token before the slow hash and is
 * throttled; signup is throttled), 10 (one address's failures pace it instead of locking every
 * account from it) and 11 (e-mail enumeration: signup answers a taken e-mail like a new one, the reset
 * request answers before any work that depends on the account existing).
 */
import crypto from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorBody, LoginResponse, OutboxList } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { LoginThrottle, isThrottleBlock, type ThrottleSettings } from '../src/auth/login-throttle.js';
import { MemoryAttemptStore } from '../src/auth/login-throttle-store.js';
import type { Db, Queryable } from '../src/db/db.js';
import { scaledRateLimits } from '../src/http/rate-limit.js';
import { DEVELOPMENT_ACCOUNT_SETTINGS } from '../src/users/account-settings.js';
import { settleBackgroundWork } from '../src/users/background-work.js';
import {
  createTestApp,
  createTestDb,
  DEMO_PASSWORD,
  json,
  type TestApp,
  type TestDb,
  loginFrom,
} from './support/test-app.js';

const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Every other limit stays out of the way; these two are small enough to reach.
    rateLimits: {
      ...scaledRateLimits(1000),
      newPasswordPerAddress: { max: 3, windowMs: 15 * MINUTE },
      signupPerAddress: { max: 2, windowMs: 60 * MINUTE },
    },
  });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const login = (remoteAddress: string, username: string, password: string) =>
  loginFrom(t.app, remoteAddress, username, password);

let signups = 0;
function signupPayload(email: string, RecaptchaToken = 'local-dev:signup') {
  signups += 1;
  return {
    firstname: 'Rosa',
    lastname: 'Zelaya',
    username: email,
    password: 'Inicial123',
    passwordRepeat: 'Inicial123',
    custom_field: `0801-1991-${String(20000 + signups)}`,
    accepted_result: true,
    RecaptchaToken,
  };
}

const signup = (remoteAddress: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/users/signup', payload, remoteAddress });

const saveNewPassword = (remoteAddress: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/users/save-new-password', payload, remoteAddress });

describe('defect 10: one address cannot lock other accounts out', () => {
  it("after 20+ failures from an address, another account's right password gets in (bounded wait) and the failing account stays locked", async () => {
    const address = '10.60.0.1';
    const victim = 'cliente@ejemplo.hn';
    // Five wrong passwords lock the victim's account from this address...
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(address, victim, 'incorrecta')).statusCode).toBe(401);
    }
    // ...and credential stuffing over other e-mails takes the address past its 20 free failures.
    for (let attempt = 1; attempt <= 16; attempt += 1) {
      expect((await login(address, `relleno${attempt}@ejemplo.hn`, 'incorrecta')).statusCode).toBe(401);
    }

    // Another shopper behind the same address, with the right password: in, at most after the
    // address's current pause (1 s here; never more than LOGIN_MAX_DELAY_SECONDS).
    const started = Date.now();
    let response = await login(address, 'ana.lopez@ejemplo.hn', DEMO_PASSWORD);
    if (response.statusCode === 429) {
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(2);
      await sleep(retryAfter * 1000 + 100);
      response = await login(address, 'ana.lopez@ejemplo.hn', DEMO_PASSWORD);
    }
    expect(response.statusCode).toBe(200);
    expect(json<LoginResponse>(response).user.email).toBe('ana.lopez@ejemplo.hn');
    expect(Date.now() - started).toBeLessThan(5000);

    // The account that was guessed at stays locked from this address, right password or not.
    const locked = await login(address, victim, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(json<ErrorBody>(locked)).toEqual({
      message: 'Demasiados intentos de inicio de sesión. Intenta de nuevo en 15 minutos.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('lets one attempt per pause through when a burst over many accounts passes the free failures', async () => {
    const address = '10.60.0.2';
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_unused, index) =>
        login(address, `rafaga${index}@ejemplo.hn`, 'incorrecta'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // 20 free failures, then the one that took the first pause; the rest wait for it.
    expect(statuses.filter((status) => status === 401)).toHaveLength(21);
    const paced = responses.filter((response) => response.statusCode === 429);
    expect(paced).toHaveLength(9);
    for (const response of paced) expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(1);
  });

  describe('LoginThrottle pacing (simulated clock)', () => {
    const settings: ThrottleSettings = {
      login: {
        perAddress: { max: 20, windowMs: 15 * MINUTE },
        perAccount: { max: 5, windowMs: 15 * MINUTE },
        pacing: { firstDelayMs: 1000, doubleEvery: 5, maxDelayMs: MINUTE },
      },
      reset: { perAddress: { max: 5, windowMs: 15 * MINUTE }, perAccount: { max: 3, windowMs: 15 * MINUTE } },
    };

    it('doubles the pause every 5 failures past the free ones, up to the cap, and never locks', async () => {
      let now = 1_000_000;
      const clock = () => now;
      const throttle = new LoginThrottle(new MemoryAttemptStore(clock), settings, clock);
      const waits: number[] = [];
      // 60 failures on 60 different accounts, each retried as soon as Retry-After allows.
      for (let index = 0; index < 60; index += 1) {
        let attempt = await throttle.beginLogin('x', `u${index}@ejemplo.hn`);
        while (isThrottleBlock(attempt)) {
          waits.push(attempt.retryAfterSeconds);
          now += attempt.retryAfterSeconds * 1000;
          attempt = await throttle.beginLogin('x', `u${index}@ejemplo.hn`);
        }
        now += 10; // the failed check itself
      }
      // Failures 21-25 pause 1 s, 26-30 2 s, 31-35 4 s, ... capped at 60 s: never the window.
      // (Each attempt waits out the pause the previous failure took.)
      expect(waits.slice(0, 7)).toEqual([1, 1, 1, 1, 1, 2, 2]);
      expect(Math.max(...waits)).toBe(60);
      expect(throttle.pauseMs(1)).toBe(1000);
      expect(throttle.pauseMs(6)).toBe(2000);
      expect(throttle.pauseMs(11)).toBe(4000);
      expect(throttle.pauseMs(1000)).toBe(MINUTE);
    });
  });
});

describe('defect 6: save-new-password checks the token first and is throttled per address', () => {
  it('never runs scrypt for a token that is not live', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const response = await saveNewPassword('10.61.0.1', {
        token: 'inventado-por-un-atacante',
        password: 'Valida123',
        passwordRepeat: 'Valida123',
      });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).code).toBe('RESET_TOKEN_INVALID');
      expect(scrypt).not.toHaveBeenCalled();
      // The spy does see scrypt when it runs (a login hashes the password it checks).
      expect((await login('10.61.0.2', 'ana.lopez@ejemplo.hn', DEMO_PASSWORD)).statusCode).toBe(200);
      expect(scrypt).toHaveBeenCalled();
    } finally {
      scrypt.mockRestore();
    }
  });

  it('answers 429 with Retry-After past the limit per address (wrong tokens count)', async () => {
    const address = '10.61.0.3';
    const attempt = { token: 'token-adivinado', password: 'Valida123', passwordRepeat: 'Valida123' };
    for (let index = 0; index < 3; index += 1) {
      expect(json<ErrorBody>(await saveNewPassword(address, attempt)).code).toBe('RESET_TOKEN_INVALID');
    }
    const blocked = await saveNewPassword(address, attempt);
    expect(blocked.statusCode).toBe(429);
    expect(json<ErrorBody>(blocked)).toEqual({
      message: 'Demasiadas solicitudes. Intenta de nuevo en 15 minutos.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is unaffected.
    expect(json<ErrorBody>(await saveNewPassword('10.61.0.4', attempt)).code).toBe('RESET_TOKEN_INVALID');
  });
});

describe('defects 6 and 11: signup is throttled per address and never says whether an e-mail is taken', () => {
  it('counts new and existing e-mails alike, answers them alike, then answers 429', async () => {
    const address = '10.62.0.1';
    expect((await signup(address, signupPayload('nueva.cuenta1@ejemplo.hn'))).statusCode).toBe(201);
    // An e-mail that already has an account gets the same answer (its owner is told by mail).
    const taken = await signup(address, signupPayload('cliente@ejemplo.hn'));
    expect(taken.statusCode).toBe(201);
    expect(json<ErrorBody>(taken).message).toBe('Cuenta creada satisfactoriamente para cliente@ejemplo.hn');
    const blocked = await signup(address, signupPayload('ana.lopez@ejemplo.hn'));
    expect(blocked.statusCode).toBe(429);
    expect(json<ErrorBody>(blocked).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Form mistakes are answered without spending the limit.
    const invalid = await signup(address, { ...signupPayload('otra@ejemplo.hn'), username: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect((await signup('10.62.0.2', signupPayload('nueva.cuenta2@ejemplo.hn'))).statusCode).toBe(201);
  });

  it('refuses a signup without a valid bot-check token before looking at the e-mail', async () => {
    const response = await signup('10.62.0.3', signupPayload('cliente@ejemplo.hn', 'token-falso'));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).code).toBe('BOT_CHECK_FAILED');
  });
});

describe('defect 11: the reset request answers before any work that depends on the account', () => {
  let testDb: TestDb;
  let gated: Db;
  let app: FastifyInstance;
  let imageCacheDir: string;
  /** While set, every transaction (the reset's token + e-mail is one) waits for it. */
  let hold: Promise<void> | null = null;

  beforeAll(async () => {
    testDb = await createTestDb();
    const base = testDb.db;
    gated = {
      kind: base.kind,
      query: <T extends object>(sql: string, params?: readonly unknown[]) => base.query<T>(sql, params),
      exec: (sql: string) => base.exec(sql),
      transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
        if (hold) await hold;
        return base.transaction(fn);
      },
      close: () => base.close(),
    };
    imageCacheDir = await mkdtemp(join(tmpdir(), 'api-images-'));
    app = await buildApp({
      db: gated,
      imageCacheDir,
      account: DEVELOPMENT_ACCOUNT_SETTINGS,
      rateLimits: scaledRateLimits(1000),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
    await rm(imageCacheDir, { recursive: true, force: true });
  });

  const mailsTo = async (email: string) =>
    (await testDb.db.query('SELECT id FROM outbox_messages WHERE recipient = $1', [email])).length;

  it('answers an existing account while its e-mail is still being written, the same as an unknown one', async () => {
    let release: () => void = () => undefined;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    try {
      // The answer, or null if it has not come within 3 s (the timer is cleared either way).
      const ask = async (username: string, remoteAddress: string) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), 3000);
        });
        const answer = app.inject({
          method: 'POST',
          url: '/users/reset-password',
          payload: { username },
          remoteAddress,
        });
        try {
          return await Promise.race([answer, timeout]);
        } finally {
          clearTimeout(timer);
        }
      };
      const known = await ask('cliente@ejemplo.hn', '10.63.0.1');
      const unknown = await ask('nadie.aqui@ejemplo.hn', '10.63.0.2');
      // Before the fix the known account's answer waited for the mail transaction (held here).
      expect(known?.statusCode).toBe(200);
      expect(unknown?.statusCode).toBe(200);
      expect(known?.body).toBe(unknown?.body);
      expect(await mailsTo('cliente@ejemplo.hn')).toBe(0);
    } finally {
      hold = null;
      release();
    }
    await settleBackgroundWork(gated);
    expect(await mailsTo('cliente@ejemplo.hn')).toBe(1);
    expect(await mailsTo('nadie.aqui@ejemplo.hn')).toBe(0);
    const outbox = await app.inject({ url: '/dev/outbox?to=cliente@ejemplo.hn' });
    expect(json<OutboxList>(outbox).messages[0]?.subject).toBe('Restablece tu contraseña');
  });
});
