// @ts-check
/**
 * `npm run dev`: hot-reloading dev servers for the shell, every remote and the back office
 * (webpack serve) plus the API, on the same ports as `npm start`.
 */
import path from 'node:path';
import {
  APPS,
  ROOT,
  STANDALONE_APPS,
  installDependencies,
  run,
  say,
  startService,
  superviseServices,
} from './workspace.mjs';

installDependencies();
say('Compilando la API');
run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'api']);
const children = [
  startService('api', process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: path.join(ROOT, 'api'),
    // Development: sandbox gateway, /dev/outbox and `local-dev:` bot-check tokens (api/README.md).
    env: { DEVELOPMENT_AIDS: '1', ...process.env },
  }),
  ...[...APPS, ...STANDALONE_APPS].map((app) =>
    startService(
      app,
      process.execPath,
      [path.join(ROOT, app, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
      {
        cwd: path.join(ROOT, app),
      },
    ),
  ),
];
superviseServices(children);
say('Modo desarrollo: http://localhost:3000');
