import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_FOLDERS, type AppKey } from './ports.js';
import { ROOT } from './servers.js';

/**
 * A copy of one app's production build in a folder of its own (`<tmp>/<app folder>/dist`), to
 * serve with `serveApp(app, port, env, copy.appDir)` and to redeploy while it is served.
 */
export async function copyBuild(app: AppKey): Promise<{ appDir: string; remove: () => Promise<void> }> {
  const base = await mkdtemp(path.join(tmpdir(), 'redespliegue-'));
  const appDir = path.join(base, APP_FOLDERS[app]);
  await cp(path.join(ROOT, APP_FOLDERS[app], 'dist'), path.join(appDir, 'dist'), { recursive: true });
  return { appDir, remove: () => rm(base, { recursive: true, force: true }) };
}

const HASHED = /^(.+)\.([0-9a-f]{8})\.js$/;

/**
 * Deploys a new version of the copy in place, as a real deploy does: each chunk holding `from` is
 * written with `to` under a new content hash, and every file naming an old chunk (the container
 * entry, the manifest, other chunks) names the new one. Done in the browser build and in the
 * server build, so the page rendered by the server and the page hydrated in the browser agree.
 */
export async function redeployWithText(appDir: string, from: string, to: string): Promise<void> {
  for (const folder of [path.join(appDir, 'dist'), path.join(appDir, 'dist', 'server')]) {
    const files = (await readdir(folder)).filter((file) => file.endsWith('.js') || file.endsWith('.json'));
    const renamed = new Map<string, string>();
    for (const file of files) {
      const match = HASHED.exec(file);
      if (!match?.[1] || !match[2]) continue;
      const text = await readFile(path.join(folder, file), 'utf8');
      if (!text.includes(from)) continue;
      const changed = text.split(from).join(to);
      const newHash = createHash('sha256').update(changed).digest('hex').slice(0, 8);
      await writeFile(path.join(folder, `${match[1]}.${newHash}.js`), changed);
      await unlink(path.join(folder, file));
      renamed.set(match[2], newHash);
    }
    if (renamed.size === 0) throw new Error(`«${from}» no está en ningún chunk de ${folder}`);
    for (const file of await readdir(folder)) {
      if (!file.endsWith('.js') && !file.endsWith('.json')) continue;
      const target = path.join(folder, file);
      const text = await readFile(target, 'utf8');
      let updated = text;
      for (const [oldHash, newHash] of renamed) updated = updated.split(oldHash).join(newHash);
      if (updated !== text) await writeFile(target, updated);
    }
  }
}

/** Takes the server bundle away (a team whose server build is broken or not deployed). */
export async function removeServerBuild(appDir: string): Promise<void> {
  await rm(path.join(appDir, 'dist', 'server'), { recursive: true, force: true });
}
