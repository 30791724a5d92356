// @ts-check
/**
 * The single list of what the shell and every remote share at run time.
 * Singletons are libraries that hold module state (React's dispatcher, the router context,
 * emotion's cache, the event bus): two copies in one page would split that state.
 * MUI components are deliberately NOT shared: each remote bundles (and tree-shakes) the
 * components it uses; the theme reaches them through the shared @emotion/react context.
 * docs/architecture.md records the bytes that decided this.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Package names (or `name/` prefixes) shared as singletons. */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  // RTK Query (`@reduxjs/toolkit/query`, `/query/react`): one copy per page, not one per app.
  '@reduxjs/toolkit/',
  'rxjs',
  'notistack',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material/styles',
  '@store/shared-kernel',
];

/**
 * @param {string} appDir absolute path of the app whose package.json decides versions
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedConfig(appDir) {
  // Switch kept for re-measuring the decision in docs/architecture.md:
  // MF_SHARE_MUI=prefix also shares every `@mui/material/*` deep import as a singleton.
  const keys = process.env.MF_SHARE_MUI === 'prefix' ? [...SINGLETONS, '@mui/material/'] : SINGLETONS;
  const require = createRequire(path.join(appDir, 'package.json'));
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const key of keys) {
    const pkgName = packageNameOf(key);
    let version;
    try {
      const pkgJson = /** @type {{ version: string }} */ (
        JSON.parse(readFileSync(require.resolve(`${pkgName}/package.json`), 'utf8'))
      );
      version = pkgJson.version;
    } catch {
      continue; // this app does not depend on it: nothing to share from here
    }
    shared[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
    };
  }
  return shared;
}

/** @param {string} key */
function packageNameOf(key) {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  const parts = trimmed.split('/');
  return trimmed.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
}
