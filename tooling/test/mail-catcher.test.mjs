// @ts-check
/**
 * The local SMTP catcher of `npm start` (src/mail-catcher.mjs): a message sent to it over SMTP
 * is listed and readable at its web view, its HTML shown without scripts. Run with
 * `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startMailCatcher } from '../src/mail-catcher.mjs';

/**
 * A plain SMTP conversation, command by command, each waiting for the server's answer.
 * @param {number} port @param {string[]} commands @returns {Promise<string[]>} the answers
 */
function converse(port, commands) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    /** @type {string[]} */
    const answers = [];
    let buffer = '';
    let next = 0;
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer += chunk;
      // An answer ends with a line whose code is followed by a space (not a '-' continuation).
      if (!/(?:^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer)) return;
      answers.push(buffer);
      buffer = '';
      if (next === commands.length) {
        socket.end();
        resolve(answers);
        return;
      }
      socket.write(`${commands[next++] ?? ''}\r\n`);
    });
  });
}

describe('mail catcher', () => {
  /** @type {Awaited<ReturnType<typeof startMailCatcher>>} */
  let catcher;
  before(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  });
  after(() => catcher.close());

  it('catches a message sent over SMTP and shows it at its web view', async () => {
    const message = [
      'From: TecnoHN <no-responder@localhost>',
      'To: ana@ejemplo.hn',
      'Subject: =?UTF-8?Q?Restablece_tu_contrase=C3=B1a?=',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Hola <a href="http://localhost:3000/portal">Ana</a></p><script>alert(1)</script>',
      '.',
    ].join('\r\n');
    const answers = await converse(catcher.smtpPort, [
      'EHLO prueba',
      'MAIL FROM:<no-responder@localhost>',
      'RCPT TO:<ana@ejemplo.hn>',
      'DATA',
      message,
      'QUIT',
    ]);
    assert.match(answers[0] ?? '', /^220 .*Atrapa-correos/);
    assert.match(answers[5] ?? '', /^250 /, 'el mensaje fue aceptado');

    const base = `http://127.0.0.1:${String(catcher.webPort)}`;
    const list = await fetch(`${base}/`);
    assert.equal(list.status, 200);
    const page = await list.text();
    assert.match(page, /ana@ejemplo\.hn/);
    assert.match(page, /<a href="\/messages\/1">Restablece tu contraseña<\/a>/);

    const html = await fetch(`${base}/messages/1`);
    assert.match(await html.text(), /<p>Hola <a href="http:\/\/localhost:3000\/portal">Ana<\/a><\/p>/);
    assert.match(html.headers.get('content-security-policy') ?? '', /default-src 'none'.*; sandbox$/);

    const [caught] = /** @type {{ to: string[], subject: string }[]} */ (
      await (await fetch(`${base}/messages.json`)).json()
    );
    assert.deepEqual(caught?.to, ['ana@ejemplo.hn']);
    assert.equal((await fetch(`${base}/messages/2`)).status, 404);
  });
});
