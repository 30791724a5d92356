// @ts-check
/**
 * Helpers for the root commands. Uses only Node's standard library: these scripts run on a
 * fresh machine before any dependency is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const rootPackage = /** @type {{ packageManager: string }} */ (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
);
/** e.g. "10.34.8", pinned in package.json's packageManager */
export const PNPM_VERSION = rootPackage.packageManager.replace(/^pnpm@/, '');

/** @param {string} message */
export function say(message) {
  console.log(`\u001b[1m▸ ${message}\u001b[0m`);
}

/**
 * Runs a command to completion, inheriting the terminal; exits the process on failure.
 * @param {string} command @param {string[]} args @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`✖ Falló: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/** @param {string} command @param {string[]} args */
function succeeds(command, args) {
  const result = spawnSync(command, args, { stdio: 'pipe', encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * pnpm at the pinned version: the one on PATH when it matches, otherwise through npx
 * (corepack's download is refused on these machines).
 * @returns {{ command: string, prefix: string[] }}
 */
export function ensurePnpm() {
  if (succeeds('pnpm', ['--version']) === PNPM_VERSION) return { command: 'pnpm', prefix: [] };
  say(`Preparando pnpm ${PNPM_VERSION} con npm`);
  const viaNpx = succeeds('npx', ['--yes', `pnpm@${PNPM_VERSION}`, '--version']);
  if (viaNpx !== PNPM_VERSION) {
    console.error(`✖ No se pudo obtener pnpm ${PNPM_VERSION} desde el registro de npm`);
    process.exit(1);
  }
  return { command: 'npx', prefix: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

/** Installs exactly the locked dependencies (fast no-op when already installed). */
export function installDependencies() {
  const pnpm = ensurePnpm();
  say('Instalando dependencias (pnpm install --frozen-lockfile)');
  run(pnpm.command, [...pnpm.prefix, 'install', '--frozen-lockfile']);
  return pnpm;
}

/** @param {{ command: string, prefix: string[] }} pnpm @param {string[]} args */
export function pnpmRun(pnpm, args) {
  run(pnpm.command, [...pnpm.prefix, ...args]);
}

export const APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-portal', 'mf-support'];

/**
 * Apps that are no part of the storefront's federation: built and served like the others (the
 * same page server), each on its own origin. The back office (backoffice/README.md).
 */
export const STANDALONE_APPS = ['backoffice'];

/** A remote's lean entry (tooling/src/webpack-lean-entry.mjs), after its full build. */
const LEAN_ENTRY = ['--env', 'lean'];
/** @param {string} file */
const withConfig = (file) => ['--config', file];

/**
 * The builds an app runs after its browser build (which cleans dist/), as webpack arguments: a
 * remote's lean entry on the shell's federation runtime (docs/independent-delivery.md), the
 * server bundles the shell's server renders with (docs/server-rendering.md), and the checkout's
 * loader script for integrators (docs/embedding.md), which has no federation.
 * @type {Record<string, string[][]>}
 */
const EXTRA_BUILDS = {
  shell: [withConfig('server-webpack.config.mjs')],
  'mf-catalog': [LEAN_ENTRY, withConfig('server-webpack.config.mjs')],
  'mf-support': [LEAN_ENTRY, withConfig('server-webpack.config.mjs')],
  'mf-cart-checkout': [LEAN_ENTRY, withConfig('embed-loader-webpack.config.mjs')],
  'mf-portal': [LEAN_ENTRY],
};

/** Production build of the API (tsc) and of every front-end app (webpack). */
export function buildAll() {
  say('Compilando tipos y la API (tsc -b)');
  run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b']);
  for (const app of [...APPS, ...STANDALONE_APPS]) {
    say(`Construyendo ${app} (webpack, producción)`);
    for (const extra of [[], ...(EXTRA_BUILDS[app] ?? [])]) {
      run(
        process.execPath,
        [path.join(ROOT, app, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', ...extra],
        {
          cwd: path.join(ROOT, app),
          env: { ...process.env, NODE_ENV: 'production' },
        },
      );
    }
  }
}

/**
 * Starts one long-running service; its output lines are prefixed with its name.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(20);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) console.log(`${prefix} ${line}`);
    });
  }
  return child;
}

/** Stops every child on Ctrl-C / SIGTERM, and everything when one of them dies. @param {import('node:child_process').ChildProcess[]} children */
export function superviseServices(children) {
  let stopping = false;
  const stopAll = (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 1500).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`✖ Un servicio terminó (código ${String(code)}); deteniendo la tienda`);
        stopAll(code ?? 1);
      }
    });
  }
}

/** @param {string} file */
export function exists(file) {
  return existsSync(path.join(ROOT, file));
}
