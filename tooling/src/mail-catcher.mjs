// @ts-check
/**
 * The local SMTP catcher of `npm start` (issue 34): the API's mail worker sends every message
 * here over real SMTP, nothing leaves the machine, and the caught messages are read at
 * http://localhost:1080 (a list; each message's HTML as a shopper's mail program shows it, and
 * its text version). Kept in memory, the newest MAX_KEPT: a restart empties it, and
 * `GET /dev/outbox` on the API still lists everything the store wrote.
 *
 * Built on smtp-server and mailparser from the Nodemailer project (the API sends with nodemailer)
 * rather than MailDev, whose package brings a React UI, socket.io, jsdom and an MCP server for
 * what is a hundred lines here.
 *
 * Run: `node tooling/src/mail-catcher.mjs`; ports MAIL_CATCHER_SMTP_PORT (1025) and
 * MAIL_CATCHER_PORT (1080), both on 127.0.0.1 only: caught mail holds reset links.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const MAX_KEPT = 200;

/**
 * @typedef {{ id: number, receivedAt: string, from: string, to: string[], subject: string,
 *   text: string, html: string | null }} CaughtMail
 */

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${String(char.codePointAt(0))};`);

/** No script, no request anywhere: the pages are shown, never run. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
/** A caught message's HTML also gets an origin of its own. */
const MESSAGE_POLICY = `${PAGE_POLICY}; sandbox`;

/** @param {CaughtMail[]} messages newest first */
function listPage(messages) {
  const rows = messages
    .map(
      (mail) => `<tr><td>${escapeHtml(new Date(mail.receivedAt).toLocaleString('es-HN'))}</td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="/messages/${String(mail.id)}">${escapeHtml(mail.subject || '(sin asunto)')}</a></td>
<td><a href="/messages/${String(mail.id)}.txt">texto</a></td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Correos atrapados (desarrollo)</title>
<style>body{font-family:Arial,sans-serif;margin:24px}td,th{padding:4px 12px;text-align:left;border-bottom:1px solid #ddd}</style>
</head><body>
<h1>Correos atrapados (desarrollo)</h1>
<p>Lo que la API envió por SMTP a este atrapa-correos; nada sale de esta máquina. Los ${String(MAX_KEPT)} más recientes, en memoria.</p>
<table><thead><tr><th>Recibido</th><th>Para</th><th>Asunto</th><th></th></tr></thead>
<tbody>
${rows || '<tr><td colspan="4">Todavía no llega ningún correo.</td></tr>'}
</tbody></table>
</body></html>
`;
}

/**
 * @param {CaughtMail[]} messages
 * @param {string} url
 * @returns {{ status: number, type: string, body: string }}
 */
function answer(messages, url) {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/') return { status: 200, type: 'text/html; charset=utf-8', body: listPage(messages) };
  if (path === '/messages.json')
    return { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(messages) };
  const match = /^\/messages\/(\d+)(\.txt)?$/.exec(path);
  const mail = match ? messages.find((caught) => caught.id === Number(match[1])) : undefined;
  if (!match || !mail) return { status: 404, type: 'text/plain; charset=utf-8', body: 'No existe' };
  return match[2] || mail.html === null
    ? { status: 200, type: 'text/plain; charset=utf-8', body: mail.text }
    : { status: 200, type: 'text/html; charset=utf-8', body: mail.html };
}

/**
 * Starts the SMTP server and the web view. Port 0 picks a free one (tests).
 * @param {{ smtpPort: number, webPort: number, host?: string, log?: (line: string) => void }} options
 */
export async function startMailCatcher({ smtpPort, webPort, host = '127.0.0.1', log = () => undefined }) {
  /** @type {CaughtMail[]} newest first */
  const messages = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    // Plain SMTP on the loopback interface, no login: the API's worker talks to it as to a relay.
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Atrapa-correos de desarrollo de TecnoHN',
    size: 10 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const id = nextId++;
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          messages.unshift({
            id,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? '',
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          messages.length = Math.min(messages.length, MAX_KEPT);
          log(`Correo para ${to.join(', ')}: "${parsed.subject ?? ''}" → /messages/${String(id)}`);
          callback();
        },
        (/** @type {Error} */ error) => callback(error),
      );
    },
  });
  const web = http.createServer((request, response) => {
    const { status, type, body } = answer(messages, request.url ?? '/');
    response.writeHead(status, {
      'Content-Type': type,
      'Content-Security-Policy': request.url?.startsWith('/messages/') ? MESSAGE_POLICY : PAGE_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve(undefined));
  });
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, host, () => resolve(undefined));
  });
  const portOf = (/** @type {import('node:net').AddressInfo | string | null} */ address) =>
    typeof address === 'object' && address !== null ? address.port : 0;
  return {
    smtpPort: portOf(smtp.server.address()),
    webPort: portOf(web.address()),
    messages,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => web.close(() => resolve(undefined))),
      ]),
  };
}

/** @param {string} name @param {number} fallback */
function portFromEnv(name, fallback) {
  const value = process.env[name];
  const port = value ? Number(value) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} debe ser un puerto entre 1 y 65535 (recibido "${value ?? ''}")`);
    process.exit(2);
  }
  return port;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catcher = await startMailCatcher({
    smtpPort: portFromEnv('MAIL_CATCHER_SMTP_PORT', 1025),
    webPort: portFromEnv('MAIL_CATCHER_PORT', 1080),
    log: (line) => console.log(line),
  });
  console.log(
    `Atrapa-correos: SMTP en 127.0.0.1:${String(catcher.smtpPort)}, correos en http://localhost:${String(catcher.webPort)}`,
  );
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
