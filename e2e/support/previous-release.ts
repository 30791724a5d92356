import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS, type AppKey } from './ports.js';
import { ROOT } from './servers.js';

/** The build of the previous release that scripts/build-previous-release.mjs leaves behind. */
export interface PreviousRelease {
  commit: string;
  /** Per app, the folder to serve (named like the app, with its `dist/` inside). */
  appDirs: Record<AppKey, string>;
  /** Per app, its built files. */
  distDirs: Record<AppKey, string>;
}

interface ReleaseFile {
  previousRelease?: { commit?: string };
}

/** The previous release's commit: PREVIOUS_RELEASE when set, otherwise release.json. */
export function previousReleaseCommit(): string {
  const fromEnv = process.env.PREVIOUS_RELEASE?.trim();
  if (fromEnv) return fromEnv;
  const release = JSON.parse(readFileSync(path.join(ROOT, 'release.json'), 'utf8')) as ReleaseFile;
  const commit = release.previousRelease?.commit;
  if (!commit) throw new Error('release.json no tiene previousRelease.commit');
  return commit;
}

/**
 * The previous release's build. Throws (the spec fails, never skips) when it is missing: a
 * version-skew run that silently tested nothing would look like a pass.
 */
export function previousRelease(): PreviousRelease {
  const commit = previousReleaseCommit();
  const base = path.join(ROOT, 'build', 'previous-release', commit);
  if (!existsSync(path.join(base, 'done'))) {
    throw new Error(
      `Falta la build de la versión anterior (${commit}) en ${path.relative(ROOT, base)}: ` +
        'ejecuta node scripts/build-previous-release.mjs (npm test lo hace antes de las pruebas e2e)',
    );
  }
  const keys = Object.keys(APP_FOLDERS) as AppKey[];
  const appDirs = Object.fromEntries(keys.map((key) => [key, path.join(base, APP_FOLDERS[key])])) as Record<
    AppKey,
    string
  >;
  const distDirs = Object.fromEntries(keys.map((key) => [key, path.join(appDirs[key], 'dist')])) as Record<
    AppKey,
    string
  >;
  return { commit, appDirs, distDirs };
}
