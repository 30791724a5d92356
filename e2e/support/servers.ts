import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_FOLDERS,
  BACKOFFICE_TEST_PORT,
  backofficeUrl,
  portsEnv,
  shellUrl,
  TEST_PORTS,
  type AppKey,
} from './ports.js';

/** Every shell/remote origin the specs use, and the back office's (the API answers CORS only for listed origins). */
const TEST_ORIGINS = [
  ...[3100, 3200, 3300].flatMap((base) =>
    [0, 1, 2, 3, 4].map((offset) => `http://localhost:${String(base + offset)}`),
  ),
  backofficeUrl(BACKOFFICE_TEST_PORT),
];

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  name: string;
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`El proceso de ${url} terminó (código ${String(child.exitCode)})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} no respondió en ${String(timeoutMs)} ms`);
}

function track(name: string, url: string, child: ChildProcess): Server {
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  return {
    name,
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Serves one built app with the production static server: the workspace's build, or the one in
 * `appDir` (a folder named like the app, holding its `dist/`: e.g. a previous release's build).
 */
export async function serveApp(
  app: AppKey,
  port: number,
  env: Record<string, string> = portsEnv(TEST_PORTS),
  appDir: string = path.join(ROOT, APP_FOLDERS[app]),
): Promise<Server> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'tooling/src/serve-app.mjs'), '--app', appDir, '--port', String(port)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `http://localhost:${String(port)}`;
  const server = track(app, url, child);
  await waitForHttp(`${url}/mf-manifest.json`, 15_000, child);
  return server;
}

/** Starts the API on its own database folder (created, migrated and seeded on first start). */
export async function startApi(port: number, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      CORS_ORIGINS: TEST_ORIGINS.join(','),
      // The specs pay with the sandbox's test cards, read mail from /dev/outbox and log in with
      // `local-dev:` tokens: the API's development aids, off unless asked for.
      DEVELOPMENT_AIDS: '1',
      // Every spec runs from one address: widen the per-address request limits fiftyfold, and
      // the units unpaid orders placed from one address may hold.
      RATE_LIMIT_SCALE: '50',
      ORDER_MAX_HELD_UNITS_PER_ADDRESS: '5000',
      // The sandbox sends the shopper back to the suite's shell, not to the development port.
      GATEWAY_RETURN_URL: `${shellUrl()}/checkout/finalizacion`,
      // Absolute storefront URLs (sitemap.xml, robots.txt) point at the suite's shell.
      STORE_URL: shellUrl(),
      // The embedded checkout's frame loads its script from the suite's cart-checkout server.
      CHECKOUT_PUBLIC_URL: `http://localhost:${String(TEST_PORTS.cartCheckout)}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://localhost:${String(port)}`;
  const server = track('api', url, child);
  await waitForHttp(`${url}/health`, 120_000, child);
  return server;
}

/** The shell and the four remotes on the given ports (the API is shared). */
export async function serveStore(
  ports: Record<AppKey, number>,
  extraEnv: Record<string, string> = {},
): Promise<Record<AppKey, Server>> {
  const env = { ...portsEnv({ ...ports, api: TEST_PORTS.api }), ...extraEnv };
  const keys = Object.keys(APP_FOLDERS) as AppKey[];
  const servers = await Promise.all(keys.map((key) => serveApp(key, ports[key], env)));
  return Object.fromEntries(keys.map((key, index) => [key, servers[index]])) as Record<AppKey, Server>;
}

/** The back office's production build (backoffice/dist) with the page server, calling the suite's API. */
export async function serveBackoffice(port: number = BACKOFFICE_TEST_PORT): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'tooling/src/serve-app.mjs'),
      '--app',
      path.join(ROOT, 'backoffice'),
      '--port',
      String(port),
    ],
    {
      env: { ...process.env, ...portsEnv(TEST_PORTS), BACKOFFICE_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = backofficeUrl(port);
  const server = track('backoffice', url, child);
  await waitForHttp(`${url}/config.json`, 15_000, child);
  return server;
}

export async function stopAll(servers: Iterable<Server>): Promise<void> {
  await Promise.all([...servers].map((server) => server.stop()));
}

/**
 * The demo integrator's page (embed-demo/server.mjs) on `port`: 3105 is in the demo integrator's
 * allow-list (api seed, EMBED_DEMO_ORIGINS), any other port is a page that may not embed.
 */
export async function startEmbedDemo(port: number): Promise<Server> {
  const child = spawn(process.execPath, [path.join(ROOT, 'embed-demo/server.mjs')], {
    cwd: path.join(ROOT, 'embed-demo'),
    env: {
      ...process.env,
      EMBED_DEMO_PORT: String(port),
      API_PORT: String(TEST_PORTS.api),
      CART_CHECKOUT_PORT: String(TEST_PORTS.cartCheckout),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://localhost:${String(port)}`;
  const server = track('embed-demo', url, child);
  await waitForHttp(`${url}/demo.js`, 30_000, child);
  return server;
}
