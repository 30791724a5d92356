/**
 * The part of the federation runtime a remote's lean entry takes from the page
 * (tooling/src/webpack-lean-entry.mjs: MF's `externalRuntime` reads
 * `globalThis._FEDERATION_RUNTIME_CORE`). These are the names `@module-federation/runtime` and
 * the webpack bundler runtime import from `@module-federation/runtime-core`; the shell lends its
 * own objects, which its runtime already holds. MF's `provideExternalRuntime` lends the whole
 * package namespace instead: 22 KB gzip more in the shell's main.js.
 *
 * The names are those of one federation version: the shell announces it, and a remote's
 * manifest offers its lean build only for the version it was built with (lean-manifest.ts), so a
 * version that needs other names gets the full entry.
 */
export {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
