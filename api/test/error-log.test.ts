import { Writable } from 'node:stream';
import type { ErrorBody } from '@store/contracts';
import { buildApp } from '../src/app.js';
import { createTestDb, json, type TestDb } from './support/test-app.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ demoData: false });
});
afterAll(() => testDb.close());

/** An error shaped like the database drivers': the query and its parameters attached. */
class DriverError extends Error {
  readonly code = '57014';
  readonly query = 'SELECT * FROM sessions WHERE token_hash = $1';
  readonly params = ['cliente@ejemplo.hn', 'a1b2c3d4e5f6'];
}

it('logs an unexpected error without the values the driver attached to it, and answers a plain 500', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const app = await buildApp({ db: testDb.db, logger: { level: 'error', stream } });
  app.get('/falla', () => {
    throw new DriverError('canceling statement due to statement timeout');
  });
  try {
    const response = await app.inject({ url: '/falla' });
    expect(response.statusCode).toBe(500);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Error interno del servidor',
      code: 'INTERNAL_ERROR',
    });
    const log = lines.join('');
    expect(log).toContain('Error no controlado');
    expect(log).toContain('canceling statement due to statement timeout');
    expect(log).toContain('57014');
    expect(log).not.toContain('cliente@ejemplo.hn');
    expect(log).not.toContain('a1b2c3d4e5f6');
  } finally {
    await app.close();
  }
});
