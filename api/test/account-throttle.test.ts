import type { ErrorBody } from '@store/contracts';
import { LoginThrottle, isThrottleBlock, type ThrottleSettings } from '../src/auth/login-throttle.js';
import { MemoryAttemptStore } from '../src/auth/login-throttle-store.js';
import { createTestApp, DEMO_PASSWORD, json, type TestApp, loginFrom } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO = 'cliente@ejemplo.hn';

/** Each test uses its own client address, so their counters never meet. */
const login = (remoteAddress: string, username: string, password: string) =>
  loginFrom(t.app, remoteAddress, username, password);

const THROTTLED = /^Demasiados intentos de inicio de sesión\. Intenta de nuevo en 15 minutos\.$/;

describe('login throttling per address + username (5 failures / 15 min)', () => {
  const address = '10.2.0.1';

  it('answers 401 for the first 5 wrong passwords, then 429 with a message and Retry-After', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(address, DEMO, 'incorrecta');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(address, DEMO, 'incorrecta');
    expect(blocked.statusCode).toBe(429);
    const body = json<ErrorBody>(blocked);
    expect(body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.message).toMatch(THROTTLED);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('blocks even the right password while the account is throttled (no oracle)', async () => {
    const response = await login(address, DEMO, DEMO_PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.body).not.toContain('token');
  });

  it('does not block the same username from another address, nor another username', async () => {
    expect((await login('10.2.0.2', DEMO, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(address, 'ana.lopez@ejemplo.hn', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('treats the username without regard to case or spaces', async () => {
    expect((await login(address, '  Cliente@Ejemplo.HN ', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('a successful login resets the per-username counter', () => {
  it('lets 4 more failures through after a success', async () => {
    const address = '10.3.0.1';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(address, DEMO, 'incorrecta')).statusCode).toBe(401);
    }
    expect((await login(address, DEMO, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(address, DEMO, 'incorrecta')).statusCode).toBe(401);
    }
    expect((await login(address, DEMO, 'incorrecta')).statusCode).toBe(429);
  });

  it('does not count a refused bot check as a failed password', async () => {
    const address = '10.3.0.2';
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: DEMO, password: 'incorrecta', token: 'malo' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await login(address, DEMO, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('login throttling per address (20 free failures / 15 min, then paced, never locked)', () => {
  // Issue 10, defect 10: this used to lock every account from the address for 15 minutes.
  it('slows an address that tried many accounts down, but lets a right password in after the pause', async () => {
    const address = '10.4.0.1';
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      const response = await login(address, `nadie${attempt}@ejemplo.hn`, 'incorrecta');
      expect(response.statusCode).toBe(401);
    }
    // The 21st failure took the address's first pause (1 s). An attempt inside it waits it out.
    let response = await login(address, 'ana.lopez@ejemplo.hn', DEMO_PASSWORD);
    if (response.statusCode === 429) {
      expect(json<ErrorBody>(response)).toEqual({
        message: 'Demasiados intentos de inicio de sesión. Intenta de nuevo en 1 segundo.',
        code: 'TOO_MANY_ATTEMPTS',
      });
      expect(response.headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      response = await login(address, 'ana.lopez@ejemplo.hn', DEMO_PASSWORD);
    }
    expect(response.statusCode).toBe(200);
    // Another address is unaffected.
    expect((await login('10.4.0.2', 'ana.lopez@ejemplo.hn', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts parallel guesses before they finish, so a burst cannot slip past the limit', async () => {
    const address = '10.4.0.3';
    const responses = await Promise.all(Array.from({ length: 12 }, () => login(address, DEMO, 'incorrecta')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('reset-password throttling per address', () => {
  it('answers 429 after 5 requests from one address', async () => {
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/users/reset-password',
        payload: { username: 'nadie@ejemplo.hn' },
        remoteAddress: '10.5.0.1',
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await reset()).statusCode).toBe(200);
    const blocked = await reset();
    expect(blocked.statusCode).toBe(429);
    expect(json<ErrorBody>(blocked)).toEqual({
      message: 'Demasiadas solicitudes para restablecer la contraseña. Intenta de nuevo en 15 minutos.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('LoginThrottle over the in-memory store', () => {
  const settings: ThrottleSettings = {
    login: { perAddress: { max: 3, windowMs: 60_000 }, perAccount: { max: 2, windowMs: 60_000 } },
    reset: { perAddress: { max: 1, windowMs: 60_000 }, perAccount: { max: 1, windowMs: 60_000 } },
  };

  it('opens again when the window closes, and reports the wait in whole minutes', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const throttle = new LoginThrottle(new MemoryAttemptStore(clock), settings, clock);
    expect(isThrottleBlock(await throttle.beginLogin('a', 'u'))).toBe(false);
    expect(isThrottleBlock(await throttle.beginLogin('a', 'u'))).toBe(false);
    now += 30_500;
    const block = await throttle.beginLogin('a', 'u');
    expect(block).toEqual({ retryAfterSeconds: 30 });
    now += 30_000;
    expect(isThrottleBlock(await throttle.beginLogin('a', 'u'))).toBe(false);
  });

  it('limits reset e-mails per account without blocking the request', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore(), settings);
    await expect(throttle.takeResetMail('Ana@Ejemplo.hn')).resolves.toBe(true);
    await expect(throttle.takeResetMail('ana@ejemplo.hn')).resolves.toBe(false);
  });

  it('sweeps expired windows and never tracks more than its cap', async () => {
    let now = 0;
    const store = new MemoryAttemptStore(() => now, 50);
    for (let index = 0; index < 200; index += 1) await store.increment(`k${index}`, 1000);
    expect(store.size).toBeLessThanOrEqual(50);
    now = 5000;
    await expect(store.get('k199')).resolves.toBeNull();
  });
});
