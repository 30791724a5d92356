// @ts-check
/**
 * A private, throwaway PostgreSQL cluster for the API's second test run (`npm test`): Debian's
 * `postgresql` package is installed with apt-get when missing, then `initdb` creates a cluster
 * in a temporary folder owned by the `postgres` user (the server refuses to run as root),
 * `pg_ctl` starts it on a free loopback port with trust authentication, and `stop()` removes
 * everything. No system service is used or changed. Standard library only.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { say } from './workspace.mjs';

const LIB_DIR = '/usr/lib/postgresql';

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * `apt-get <args>` as root, or through sudo otherwise. Returns whether it succeeded.
 * @param {string[]} args
 */
export function aptGet(args) {
  const [command, prefix] = isRoot() ? ['apt-get', []] : ['sudo', ['apt-get']];
  const result = spawnSync(command, [...prefix, ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** The newest installed server's bin folder (POSTGRES_BIN_DIR overrides), or null. */
function findBinDir() {
  const override = process.env.POSTGRES_BIN_DIR;
  if (override) return existsSync(path.join(override, 'pg_ctl')) ? override : null;
  if (!existsSync(LIB_DIR)) return null;
  const versions = readdirSync(LIB_DIR)
    .filter((version) => existsSync(path.join(LIB_DIR, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(LIB_DIR, versions[0], 'bin') : null;
}

/**
 * The server's bin folder, installing Debian's `postgresql` first when no server is present.
 * Exits with a clear message when that is impossible (the PostgreSQL run is not optional).
 */
export function ensurePostgres() {
  const found = findBinDir();
  if (found) return found;
  say('Instalando PostgreSQL de Debian (apt-get install -y postgresql)');
  if (!aptGet(['update', '-qq']) || !aptGet(['install', '-y', '-qq', 'postgresql'])) {
    console.error(
      '✖ No se pudo instalar el paquete postgresql con apt-get: las pruebas de la API también deben correr sobre PostgreSQL.\n' +
        '  Instálalo (apt-get install -y postgresql), indica otro servidor con TEST_DATABASE_URL o la carpeta de binarios con POSTGRES_BIN_DIR.',
    );
    process.exit(1);
  }
  const installed = findBinDir();
  if (!installed) {
    console.error(`✖ postgresql quedó instalado pero no se encontró pg_ctl en ${LIB_DIR}/<versión>/bin`);
    process.exit(1);
  }
  return installed;
}

/** @returns {Promise<number>} a free loopback TCP port */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}

/** @param {string} user @returns {{ uid: number, gid: number } | null} */
function userIds(user) {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Runs a server binary: as the `postgres` user when we are root, as ourselves otherwise.
 * @param {string} binary @param {string[]} args
 */
function runServerTool(binary, args) {
  if (!isRoot()) return spawnSync(binary, args, { encoding: 'utf8' });
  if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) {
    return spawnSync('runuser', ['-u', 'postgres', '--', binary, ...args], { encoding: 'utf8' });
  }
  const quoted = [binary, ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
  return spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' });
}

/**
 * @typedef {{ url: string, stop: () => void }} PostgresCluster
 */

/**
 * Creates and starts a private cluster; `url` is an admin connection (database `postgres`).
 * @param {string} binDir
 * @returns {Promise<PostgresCluster>}
 */
export async function startPostgres(binDir) {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-postgres-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  let started = false;
  const stop = () => {
    if (started) {
      runServerTool(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  /** @param {string} step @param {import('node:child_process').SpawnSyncReturns<string>} result */
  const fail = (step, result) => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    stop();
    throw new Error(`${step} falló (${String(result.status)}):\n${result.stdout}${result.stderr}${log}`);
  };

  if (isRoot()) {
    const postgres = userIds('postgres');
    if (!postgres) {
      stop();
      throw new Error('no existe el usuario postgres (lo crea el paquete postgresql de Debian)');
    }
    chownSync(dir, postgres.uid, postgres.gid);
  }
  const initdb = runServerTool(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    // C collation, like PGlite: text sorts the same on both engines.
    '--locale=C',
    '--no-sync',
  ]);
  if (initdb.status !== 0) fail('initdb', initdb);

  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A throwaway cluster: durability buys nothing and costs test time.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = runServerTool(path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    logFile,
    '-w',
    'start',
  ]);
  if (start.status !== 0) fail('pg_ctl start', start);
  started = true;
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
