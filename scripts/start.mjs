// @ts-check
/**
 * `npm start`: installs what is missing, builds the production bundles and starts the whole
 * store: API with its embedded database (created and migrated on first start, with the reference
 * data and, since no DATABASE_URL is set, the demo data: api/README.md), the shell at :3000 and
 * the remotes at :3001–3004, the demo integrator's page at :3005 (docs/embedding.md) and the
 * back office for staff at :3006 (backoffice/README.md). Ports: SHELL_PORT, CATALOG_PORT,
 * CART_CHECKOUT_PORT, PORTAL_PORT, SUPPORT_PORT, API_PORT, EMBED_DEMO_PORT, BACKOFFICE_PORT. The API runs with its development aids (DEVELOPMENT_AIDS=1: card
 * sandbox, mail outbox, local bot check) and sends its mail over SMTP to a local catcher
 * (tooling/src/mail-catcher.mjs; read it at :1080, MAIL_CATCHER_PORT and MAIL_CATCHER_SMTP_PORT).
 * Ctrl-C stops everything.
 */
import path from 'node:path';
import {
  APPS,
  ROOT,
  STANDALONE_APPS,
  buildAll,
  installDependencies,
  say,
  startService,
  superviseServices,
} from './workspace.mjs';

installDependencies();
if (process.env.SKIP_BUILD !== '1') buildAll();

const apiPort = process.env.API_PORT ?? '4000';
const mailCatcherSmtpPort = process.env.MAIL_CATCHER_SMTP_PORT ?? '1025';
say('Iniciando la API y los servidores de la tienda');
const children = [
  // Every e-mail the store writes really goes out over SMTP, to this catcher: nothing leaves the
  // machine, and the messages are read at http://localhost:1080 (docs in tooling/README.md).
  startService('mail', process.execPath, [path.join(ROOT, 'tooling/src/mail-catcher.mjs')], {
    env: { ...process.env, MAIL_CATCHER_SMTP_PORT: mailCatcherSmtpPort },
  }),
  startService('api', process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: path.join(ROOT, 'api'),
    // The local demo store: sandbox gateway, /dev/outbox and `local-dev:` bot-check tokens
    // (api/README.md). DEVELOPMENT_AIDS=0 turns them off; NODE_ENV=production refuses them.
    // The mail worker sends to the catcher, unless SMTP_HOST names another server.
    env: {
      DEVELOPMENT_AIDS: '1',
      ...(process.env.SMTP_HOST ? {} : { SMTP_HOST: '127.0.0.1', SMTP_PORT: mailCatcherSmtpPort }),
      ...process.env,
      API_PORT: apiPort,
    },
  }),
  ...[...APPS, ...STANDALONE_APPS].map((app) =>
    startService(app, process.execPath, [
      path.join(ROOT, 'tooling/src/serve-app.mjs'),
      '--app',
      path.join(ROOT, app),
    ]),
  ),
  // An integrator's page on another origin selling through the embedded checkout (docs/embedding.md).
  startService('embed-demo', process.execPath, [path.join(ROOT, 'embed-demo/server.mjs')], {
    env: { ...process.env, API_PORT: apiPort },
  }),
];
superviseServices(children);
say(`Tienda en http://localhost:${process.env.SHELL_PORT ?? '3000'} (Ctrl-C para detener)`);
say(
  `Back office en http://localhost:${process.env.BACKOFFICE_PORT ?? '3006'} (personal de demostración: backoffice/README.md)`,
);
