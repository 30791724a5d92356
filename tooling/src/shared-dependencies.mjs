// @ts-check
/**
 * The single list of what the shell and every remote share at run time.
 * Singletons are libraries that hold module state (React's dispatcher, the router context,
 * emotion's cache, the event bus): two copies in one page would split that state.
 * MUI components: the ones the first views use are one shared module,
 * `@store/app-kit/shared-mui-components` (the shell provides it; remotes on the page use that copy);
 * any other component is bundled (and tree-shaken) by the app that uses it. The theme reaches all
 * of them through the shared @emotion/react context. docs/architecture.md records the bytes that
 * decided this.
 *
 * A shared module is provided whole (no tree shaking), so the list holds only what must be one
 * copy per page, and a big library is shared through a narrow module where one exists
 * (SHARED_SUBSETS). rxjs is not shared: only the kernel uses it, and the kernel is one copy.
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
  'notistack',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material/styles',
  // Every @mui/icons-material icon is built with `createSvgIcon` from this module. Bundled per app,
  // it brought MUI's whole styling core (default theme, styled, sx) into a remote that otherwise
  // takes its components from the shared module below: 18.8 KB gzip on the catalogue's home page.
  '@mui/material/SvgIcon',
  // Not a package: app-kit's module of first-view MUI components, shared as itself (no subset
  // mapping needed, apps import it by this name). Its version is app-kit's.
  '@store/app-kit/shared-mui-components',
  // The pages' MUI components the home page does not use (the shell provides them on demand,
  // outside its first-view chunk): bundled by a remote, they brought MUI's core again.
  '@store/app-kit/shared-mui-page-components',
  '@store/shared-kernel',
];

/**
 * Share key → the module provided under it instead of the package's own entry: the part of the
 * package the store uses, re-exported so webpack tree-shakes the rest (resolved from the app).
 * react-router-dom: app-kit's declarative-mode subset of React Router (62 → 15 KB gzip).
 * @mui/material/styles: MUI's theming API without its CSS-variables mode.
 */
export const SHARED_SUBSETS = {
  'react-router-dom': '@store/app-kit/shared-react-router-dom',
  '@mui/material/styles': '@store/app-kit/shared-mui-styles',
};

/**
 * @param {string} appDir absolute path of the app whose package.json decides versions
 * @param {readonly string[]} [provideUnimported] share keys this app provides although its own
 *   code never imports them (the shell, for the pages' MUI components). Webpack provides a
 *   package-named share only when the build meets an import of it; given as a file, it is provided
 *   always (and stays a lazy chunk until a remote asks for it).
 * @param {{ host?: boolean }} [role] `host`: the page's host (the shell), which loads first. Its
 *   own consumes skip the version check: the share scope then holds only its own versions (or,
 *   shares being loaded-first, those it already uses), so the check could only ever pass, and it
 *   costs a semver parse per share at start-up (tens of milliseconds on a phone). Each remote still
 *   checks the page's versions against its own `^<version>`.
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedConfig(appDir, provideUnimported = [], role = {}) {
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
    const subset = SHARED_SUBSETS[/** @type {keyof typeof SHARED_SUBSETS} */ (key)];
    const file = subset ?? (provideUnimported.includes(key) ? key : undefined);
    shared[key] = {
      ...(file ? { import: require.resolve(file) } : {}),
      singleton: true,
      requiredVersion: role.host ? false : `^${version}`,
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
