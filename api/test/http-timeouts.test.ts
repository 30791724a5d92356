/**
 * Issue 10, defect 3: one client could take the API offline with connections that never finish
 * their request (no request, body or connection timeout; 1 MiB bodies). Real sockets against a
 * listening app with short timeouts, and oversized bodies through inject.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ErrorBody } from '@store/contracts';
import { createTestApp, json, type TestApp } from './support/test-app.js';

/** Short limits, so the test waits well under a second for each cut. */
const LIMITS = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  connectionTimeoutMs: 3000,
  keepAliveTimeoutMs: 400,
  checkIntervalMs: 50,
};

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ serverLimits: LIMITS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Exchange {
  /** Everything the server wrote. */
  received: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Opens a socket, lets `talk` write to it (it may return a function that stops its writing),
 * and resolves when the server closes the connection; rejects if it is still open after
 * `giveUpMs` (the behaviour before the fix: open for as long as the client likes).
 */
function exchange(talk: (socket: Socket) => (() => void) | undefined, giveUpMs = 5000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let started = 0;
    let stop: (() => void) | undefined;
    const giveUp = setTimeout(() => {
      stop?.();
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      stop?.();
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      started = Date.now();
      stop = talk(socket);
    });
  });
}

/** Writes one byte every `everyMs` while the socket is open; returns how to stop. */
function dribble(socket: Socket, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(' ');
  }, everyMs);
  return () => clearInterval(timer);
}

/** The JSON body of a raw HTTP answer. */
function bodyOf(raw: string): ErrorBody {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as ErrorBody;
}

describe('HTTP timeouts on a listening server', () => {
  it('answers 408 in the store shape and closes a connection that dribbles its body', async () => {
    const { received, closedAfterMs } = await exchange((socket) => {
      socket.write(
        'POST /orders/tracking HTTP/1.1\r\nHost: tienda\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      // A byte every 50 ms: never idle, never finished.
      return dribble(socket, 50);
    });
    expect(received.startsWith('HTTP/1.1 408 ')).toBe(true);
    expect(received).toContain('Connection: close');
    expect(bodyOf(received)).toEqual({
      message: 'La solicitud tardó demasiado en llegar',
      code: 'REQUEST_TIMEOUT',
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs + 1000);
  });

  it('closes a connection whose headers never finish', async () => {
    const { received, closedAfterMs } = await exchange((socket) => {
      socket.write('GET /health HTTP/1.1\r\nHost: tienda\r\nX-Relleno: ');
      return dribble(socket, 50);
    });
    expect(received.startsWith('HTTP/1.1 408 ')).toBe(true);
    expect(closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs + 1000);
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const { received, closedAfterMs } = await exchange((socket) => {
      socket.write('GET /health HTTP/1.1\r\nHost: tienda\r\n\r\n');
      return undefined;
    });
    expect(received.startsWith('HTTP/1.1 200 ')).toBe(true);
    expect(received).toContain('{"status":"ok"}');
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.keepAliveTimeoutMs - 50);
    // Recent Node versions add a second (server.keepAliveTimeoutBuffer) to the idle socket's timer.
    expect(closedAfterMs).toBeLessThan(LIMITS.keepAliveTimeoutMs + 2000);
  });

  it('still serves a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/orders/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: 'HN-999999', email: 'nadie@ejemplo.hn' }),
    });
    expect(response.status).toBe(404);
  });
});

describe('body size limits', () => {
  const tooLarge = {
    message: 'El cuerpo de la solicitud es demasiado grande',
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  };

  it('answers 413 in Spanish to a body over the global 64 KiB limit', async () => {
    const products = Array.from({ length: 2000 }, (_, index) => ({
      id: index + 1,
      qty: 1,
      name: 'x'.repeat(30),
    }));
    const payload = JSON.stringify({ products, email: 'a@ejemplo.hn' });
    expect(payload.length).toBeGreaterThan(64 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: '/orders',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(json<ErrorBody>(response)).toEqual(tooLarge);
  });

  it('answers 413 to a login body over its own 16 KiB limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'cliente@ejemplo.hn', password: 'x', token: 'y'.repeat(20 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(json<ErrorBody>(response)).toEqual(tooLarge);
  });

  it('reads the largest legitimate body: an order of 100 lines as the cart keeps them', async () => {
    // Lines carry what the cart stores (name, price, image); the server reads only id and qty.
    const products = Array.from({ length: 100 }, (_, index) => ({
      id: index + 1,
      qty: 99,
      name: `Laptop HP ProBook 450 G10 Intel Core i7 16 GB 512 GB SSD ${index}`,
      price: 25999.99,
      image: `/images/products/${index + 1}?w=350`,
    }));
    const response = await t.app.inject({ method: 'POST', url: '/orders', payload: { products } });
    expect(response.statusCode).not.toBe(413);
    expect(response.statusCode).toBeLessThan(500);
  });
});
