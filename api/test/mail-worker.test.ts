/**
 * Issue 34: the store's mail really leaves. A real SMTP server (smtp-server, on a random local
 * port) receives what the worker sends from a real, migrated database; each message is read
 * back with mailparser. Delivery once with Spanish text and HTML, retry with back-off after a
 * 451, dead after MAIL_MAX_ATTEMPTS, a crashed worker's claim sent again, and two workers on one
 * database never sending one message twice.
 */
import type { AddressInfo } from 'node:net';
import type { AdminMailMessage, AdminMailPage } from '@store/contracts';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { listDeadMail, requeueDeadMail } from '../src/mail/dead-letters.js';
import { mailSettingsFromEnv } from '../src/mail/mail-settings.js';
import {
  deliverDueMail,
  retryDelayMs,
  startMailWorker,
  type DeliveryCounts,
  type MailDeliveryOptions,
} from '../src/mail/mail-worker.js';
import { createSmtpTransport, type MailTransport } from '../src/mail/smtp-transport.js';
import { queueMail } from '../src/outbox/outbox.js';
import { createStaffSession } from '../src/staff/staff-sessions.js';
import { bearer, createTestApp, json, type TestApp } from './support/test-app.js';

const STORE_URL = 'https://tienda.example.hn';
const FROM = 'TecnoHN <no-responder@tienda.example.hn>';

/** Recipients the server answers 451 for, with how many more refusals each gets. */
const refusals = new Map<string, number>();
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let port: number;
let t: TestApp;
let transport: MailTransport;

beforeAll(async () => {
  smtp = new SMTPServer({
    // Plain local SMTP, like the catcher of `npm start`.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const left = refusals.get(address.address) ?? 0;
      if (left === 0) {
        callback();
        return;
      }
      refusals.set(address.address, left - 1);
      callback(Object.assign(new Error('Buzón ocupado, intente más tarde'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: unknown) => callback(error as Error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  transport = createSmtpTransport({ host: '127.0.0.1', port, secure: false, auth: null });
  // The demo data brings the demo staff, for GET /admin/mail.
  t = await createTestApp();
});

afterAll(async () => {
  transport.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await t.close();
});

beforeEach(async () => {
  received.length = 0;
  refusals.clear();
  // Each test sees only its own messages.
  await t.db.query(`UPDATE outbox_messages SET status = 'sent' WHERE status <> 'sent'`);
});

/** The one item of `items` (fails the test otherwise). */
function only<T>(items: readonly T[]): T {
  const [item] = items;
  if (items.length !== 1 || item === undefined)
    throw new Error(`Se esperaba un elemento, hay ${items.length}`);
  return item;
}

/** A session of a demo staff member (src/seed/staff.ts). */
async function staffToken(email: string): Promise<string> {
  const staff = only(await t.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [email]));
  return createStaffSession(t.db, staff.id, 8);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function options(overrides: Partial<MailDeliveryOptions> = {}): MailDeliveryOptions {
  return { db: t.db, transport, from: FROM, storeUrl: STORE_URL, maxAttempts: 3, ...overrides };
}

async function queue(
  to: string,
  subject = 'Confirmación de tu pedido HN-123456',
  body = 'Hola',
): Promise<number> {
  await queueMail(t.db, { to, subject, body });
  return only(await t.db.query<{ id: number }>('SELECT max(id) AS id FROM outbox_messages')).id;
}

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  due_in_ms: number;
}

async function row(id: number): Promise<Row> {
  return only(
    await t.db.query<Row>(
      `SELECT status, attempts, last_error, sent_at,
            (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS due_in_ms
       FROM outbox_messages WHERE id = $1`,
      [id],
    ),
  );
}

/** The header the worker stamps with the row's id. */
const outboxId = (mail: ParsedMail): string => {
  const value = mail.headers.get('x-outbox-id');
  return typeof value === 'string' ? value : '';
};

describe('delivery over SMTP', () => {
  it('sends a queued message once, in Spanish text and HTML with the store name and STORE_URL', async () => {
    const id = await queue(
      'ana@ejemplo.hn',
      'Restablece tu contraseña',
      [
        'Hola, Ana <script>alert(1)</script>:',
        '',
        'Para elegir una nueva contraseña abre este enlace:',
        'https://tienda.example.hn/portal/nueva-contrasena?token=a&b=1.',
      ].join('\n'),
    );
    expect(await deliverDueMail(options())).toEqual({ claimed: 1, sent: 1, retried: 0, dead: 0 });

    const mail = only(received);
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(mail.from?.value).toEqual([{ name: 'TecnoHN', address: 'no-responder@tienda.example.hn' }]);
    expect(outboxId(mail)).toBe(String(id));
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${id}\\.\\d+@tienda\\.example\\.hn>$`));

    expect(mail.text).toContain('Hola, Ana <script>alert(1)</script>:');
    expect(mail.text).toContain('TecnoHN · https://tienda.example.hn');
    expect(mail.text).toContain('Este es un correo automático; no respondas a este mensaje.');

    const html = String(mail.html);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Hola, Ana &lt;script&gt;alert(1)&lt;/script&gt;:');
    expect(html).not.toContain('<script>');
    // The link ends before the sentence's full stop; its & is escaped in the attribute.
    expect(html).toContain(
      '<a href="https://tienda.example.hn/portal/nueva-contrasena?token=a&amp;b=1" style="color:#0b3d91">',
    );
    expect(html).toContain(`<a href="${STORE_URL}" style="color:#0b3d91;text-decoration:none">TecnoHN</a>`);

    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect((await row(id)).sent_at).not.toBeNull();
    // Nothing is due any more: a second pass sends nothing.
    expect((await deliverDueMail(options())).claimed).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('schedules a retry after a 451, with back-off, then delivers', async () => {
    refusals.set('ocupado@ejemplo.hn', 1);
    const id = await queue('ocupado@ejemplo.hn');
    const retry = { firstDelayMs: 400, maxDelayMs: 1000 };

    expect(await deliverDueMail(options({ retry }))).toMatchObject({ claimed: 1, retried: 1 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(/^451 .*Buzón ocupado/);
    expect(waiting.due_in_ms).toBeGreaterThan(250);
    expect(waiting.due_in_ms).toBeLessThanOrEqual(400);

    // Not before its time...
    expect((await deliverDueMail(options({ retry }))).claimed).toBe(0);
    await sleep(waiting.due_in_ms + 20);
    // ...then delivered, once.
    expect(await deliverDueMail(options({ retry }))).toMatchObject({ claimed: 1, sent: 1 });
    expect(received.map(outboxId)).toEqual([String(id)]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('doubles the wait after each failure, up to the cap (1, 2, 4… minutes, at most 60)', () => {
    expect([1, 2, 3, 4, 6, 7, 10].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 8, 32, 60, 60,
    ]);
  });

  it('gives up after MAIL_MAX_ATTEMPTS: dead, listed for admin, and can be re-queued', async () => {
    refusals.set('lleno@ejemplo.hn', 3);
    const id = await queue('lleno@ejemplo.hn', 'Tu pedido fue enviado');
    const fast = options({ retry: { firstDelayMs: 1, maxDelayMs: 1 } });
    const outcomes: DeliveryCounts[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      outcomes.push(await deliverDueMail(fast));
      await sleep(5);
    }
    expect(outcomes.map(({ retried, dead }) => ({ retried, dead }))).toEqual([
      { retried: 1, dead: 0 },
      { retried: 1, dead: 0 },
      { retried: 0, dead: 1 },
    ]);
    expect(await row(id)).toMatchObject({ status: 'dead', attempts: 3 });
    expect((await deliverDueMail(fast)).claimed).toBe(0);
    expect(received).toHaveLength(0);

    const dead: AdminMailMessage = {
      id,
      to: 'lleno@ejemplo.hn',
      subject: 'Tu pedido fue enviado',
      status: 'dead',
      attempts: 3,
      lastError: expect.stringMatching(/^451 .*Buzón ocupado/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      nextAttemptAt: expect.any(String),
      sentAt: null,
    };
    const page = await listDeadMail(t.db, { to: 'LLENO@ejemplo.hn', page: 1, 'per-page': 10 });
    expect(page).toEqual({
      items: [dead],
      _meta: { totalCount: 1, pageCount: 1, currentPage: 1, perPage: 10 },
    });
    // The same for the back office's admin, over HTTP; no other role may read it.
    const url = `/admin/mail?status=dead&per-page=10&to=${encodeURIComponent('lleno@ejemplo.hn')}`;
    const asAdmin = await t.app.inject({ url, headers: bearer(await staffToken('admin@ejemplo.hn')) });
    expect(asAdmin.statusCode).toBe(200);
    expect(json<AdminMailPage>(asAdmin)).toEqual(page);
    const asOrders = await t.app.inject({ url, headers: bearer(await staffToken('pedidos@ejemplo.hn')) });
    expect(asOrders.statusCode).toBe(403);

    expect(await requeueDeadMail(t.db, id)).toBe(true);
    expect(await requeueDeadMail(t.db, id)).toBe(false);
    expect(await deliverDueMail(fast)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends again a message whose worker died mid-send once its lease ends (at least once)', async () => {
    const orphan = await queue('huerfano@ejemplo.hn');
    const lastTry = await queue('ultimo@ejemplo.hn');
    // As a worker that crashed after claiming leaves them: 'sending', lease over.
    await t.db.query(
      `UPDATE outbox_messages SET status = 'sending', next_attempt_at = now() - interval '1 second',
              attempts = CASE WHEN id = $1 THEN 1 ELSE 3 END
        WHERE id IN ($1, $2)`,
      [orphan, lastTry],
    );
    expect(await deliverDueMail(options())).toMatchObject({ claimed: 1, sent: 1 });
    expect(received.map(outboxId)).toEqual([String(orphan)]);
    expect(await row(orphan)).toMatchObject({ status: 'sent', attempts: 2 });
    // The one already at MAIL_MAX_ATTEMPTS is not tried a fourth time.
    expect(await row(lastTry)).toMatchObject({ status: 'dead', attempts: 3 });
    expect((await row(lastTry)).last_error).toMatch(
      /^El envío no se confirmó antes de que venciera su plazo/,
    );
  });

  it('never sends one message twice with two workers on the same database', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 24; index += 1) ids.push(await queue(`cliente${index}@ejemplo.hn`));
    const counters = [{ sent: 0 }, { sent: 0 }];
    const workers = counters.map((counter) =>
      startMailWorker({
        ...options(),
        // Each worker counts what it sent through its own connection.
        transport: {
          sendMail: async (message) => {
            await transport.sendMail(message);
            counter.sent += 1;
          },
          close: () => undefined,
        },
        batchSize: 4,
        intervalMs: 10,
        onError: (error) => {
          throw error;
        },
      }),
    );
    for (let waited = 0; received.length < ids.length && waited < 10_000; waited += 20) await sleep(20);
    await Promise.all(workers.map((worker) => worker.stop()));

    const perMessage = new Map<string, number>();
    for (const mail of received) perMessage.set(outboxId(mail), (perMessage.get(outboxId(mail)) ?? 0) + 1);
    expect([...perMessage.keys()].sort()).toEqual(ids.map(String).sort());
    expect([...perMessage.values()].every((count) => count === 1)).toBe(true);
    expect(counters.reduce((sum, counter) => sum + counter.sent, 0)).toBe(ids.length);
    // Both took part: the test would prove nothing if one worker had done everything.
    expect(counters.map((counter) => counter.sent > 0)).toEqual([true, true]);
  });
});

describe('mail settings', () => {
  it('sends nothing without SMTP_HOST, with working defaults otherwise', () => {
    expect(mailSettingsFromEnv({})).toEqual({
      smtp: null,
      from: 'TecnoHN <no-responder@localhost>',
      workerIntervalMs: 5000,
      maxAttempts: 10,
    });
    expect(mailSettingsFromEnv({ SMTP_HOST: 'smtp.example.hn', SMTP_SECURE: '1' }).smtp).toEqual({
      host: 'smtp.example.hn',
      port: 465,
      secure: true,
      auth: null,
    });
    expect(
      mailSettingsFromEnv({ SMTP_HOST: 'smtp.example.hn', SMTP_USER: 'tienda', SMTP_PASSWORD: 'x' }).smtp,
    ).toMatchObject({ port: 587, secure: false, auth: { user: 'tienda', pass: 'x' } });
  });

  it.each([
    [{ SMTP_PORT: '70000' }, /^SMTP_PORT debe ser un puerto entre 1 y 65535/],
    [{ SMTP_USER: 'tienda' }, /^Falta SMTP_PASSWORD /],
    [{ SMTP_PASSWORD: 'x' }, /^Falta SMTP_USER /],
    [{ SMTP_SECURE: 'quizá' }, /^SMTP_SECURE debe ser 0 o 1/],
    [{ MAIL_FROM: 'TecnoHN' }, /^MAIL_FROM debe ser una dirección de correo/],
    [{ MAIL_MAX_ATTEMPTS: '0' }, /^MAIL_MAX_ATTEMPTS debe ser un entero mayor que 0/],
  ])('refuses %j, naming the variable in Spanish', (env, message) => {
    expect(() => mailSettingsFromEnv({ SMTP_HOST: 'smtp.example.hn', ...env })).toThrow(message);
  });
});
