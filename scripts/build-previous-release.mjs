// @ts-check
/**
 * Rebuilds the shell and the four remotes of the previous release (release.json's
 * `previousRelease.commit`, or PREVIOUS_RELEASE) from git, for the version-skew end-to-end spec
 * (e2e/tests/version-skew.spec.ts): the old shell with the current remotes and the current shell
 * with the old remotes. Rebuilt rather than downloaded, so CI needs only the repository's history.
 *
 * Output: build/previous-release/<commit>/{shell,mf-catalog,...}/dist and a `done` marker; a
 * folder with the marker is reused as it is (the commit never changes what it builds).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT, ensurePnpm, run, say } from './workspace.mjs';

const FULL_COMMIT = /^[0-9a-f]{40}$/;

/** The previous release's commit: PREVIOUS_RELEASE when set, otherwise release.json. */
function previousCommit() {
  const fromEnv = process.env.PREVIOUS_RELEASE?.trim();
  const release = /** @type {{ previousRelease?: { commit?: string } }} */ (
    JSON.parse(readFileSync(path.join(ROOT, 'release.json'), 'utf8'))
  );
  const commit = fromEnv || release.previousRelease?.commit || '';
  // A full hash is the cache key: a branch or tag name would keep serving a stale build.
  if (!FULL_COMMIT.test(commit)) {
    console.error(
      `✖ La versión anterior debe ser el hash completo de un commit (40 caracteres), no «${commit}».\n` +
        '  Corrige previousRelease.commit en release.json o PREVIOUS_RELEASE (git rev-parse <ref> da el hash).',
    );
    process.exit(1);
  }
  return commit;
}

/** @param {string} commit */
function commitIsKnown(commit) {
  const result = spawnSync('git', ['-C', ROOT, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
  return result.status === 0;
}

const started = Date.now();
const commit = previousCommit();
const output = path.join(ROOT, 'build', 'previous-release', commit);
const marker = path.join(output, 'done');
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

if (existsSync(marker)) {
  say(`Versión anterior ${commit.slice(0, 12)}: se usa la caché de ${path.relative(ROOT, output)}`);
  process.exit(0);
}

/** A shallow clone (some CI checkouts) lacks the commit: ask its origin once before giving up. */
function fetchCommit(/** @type {string} */ commit) {
  say(`Versión anterior ${commit.slice(0, 12)}: no está en el historial local, se pide a origin`);
  spawnSync('git', ['-C', ROOT, 'fetch', '--quiet', '--depth=1', 'origin', commit], { stdio: 'inherit' });
}

if (!commitIsKnown(commit)) fetchCommit(commit);
if (!commitIsKnown(commit)) {
  console.error(
    `✖ El commit ${commit} de la versión anterior no está en el historial local de git.\n` +
      '  Si el clon es superficial (CI), trae la historia: git fetch --unshallow (o git fetch origin ' +
      `${commit}).\n` +
      '  Si la versión anterior es otra, cambia previousRelease.commit en release.json o define PREVIOUS_RELEASE.',
  );
  process.exit(1);
}

// A plain export of the commit (git archive), not a worktree: it leaves no administrative
// state in .git behind when the run is interrupted, and works the same in a fresh clone.
const tree = path.join(os.tmpdir(), `tecnohn-previous-${commit}`);
const archive = `${tree}.tar`;
const cleanUp = () => {
  rmSync(tree, { recursive: true, force: true });
  rmSync(archive, { force: true });
};
// `run` ends the process on a failed step: the temporary tree goes with it.
process.on('exit', cleanUp);
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

say(`Versión anterior ${commit.slice(0, 12)}: extrayendo el commit en ${tree}`);
cleanUp();
mkdirSync(tree, { recursive: true });
run('git', ['-C', ROOT, 'archive', '--format=tar', '-o', archive, commit]);
run('tar', ['-xf', archive, '-C', tree]);

say('Versión anterior: instalando dependencias (pnpm install --frozen-lockfile --prefer-offline)');
const pnpm = ensurePnpm();
run(pnpm.command, [...pnpm.prefix, 'install', '--frozen-lockfile', '--prefer-offline'], { cwd: tree });

// Only the apps and the libraries they reference (contracts, shared-kernel, remote-kit): the
// old tree must still type-check; the API and the e2e suite of that commit are not needed.
say('Versión anterior: comprobando tipos de las apps (tsc -b)');
run(process.execPath, [path.join(tree, 'node_modules/typescript/bin/tsc'), '-b', ...APPS], { cwd: tree });

rmSync(output, { recursive: true, force: true });
for (const app of APPS) {
  // The app's own federation build only: the checkout's embed loader is not part of the skew.
  say(`Versión anterior: construyendo ${app} (webpack, producción)`);
  const appDir = path.join(tree, app);
  run(process.execPath, [path.join(appDir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  cpSync(path.join(appDir, 'dist'), path.join(output, app, 'dist'), { recursive: true });
}
// Written last: a folder without it is an interrupted build and is rebuilt next time.
writeFileSync(marker, `${new Date().toISOString()}\n`);
say(`Versión anterior ${commit.slice(0, 12)} lista en ${path.relative(ROOT, output)} (${seconds()} s)`);
