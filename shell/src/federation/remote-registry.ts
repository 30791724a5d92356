import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@store/app-kit';
import { isFallbackModule } from './fallback-module';
import { isManifestUrl, withChosenManifest } from './lean-manifest';
import { lendFederationRuntime, lentRuntimeVersion } from './lent-runtime';
import { pacingPlugin } from './pacing-plugin';
import { resiliencePlugin } from './resilience-plugin';

/** The remotes the shell composes; keys match RuntimeConfig['remotes']. */
export const REMOTES = {
  catalog: { container: 'catalog', label: 'el catálogo' },
  cartCheckout: { container: 'cartCheckout', label: 'el carrito' },
  portal: { container: 'portal', label: 'tu cuenta' },
  support: { container: 'support', label: 'soporte' },
} as const;

export type RemoteName = keyof typeof REMOTES;

let registered: RuntimeConfig['remotes'] | undefined;

/** Registers every remote from the run-time configuration (called once at start-up). */
export function registerStoreRemotes(remotes: RuntimeConfig['remotes']): void {
  // The remotes' lean entries run on the shell's federation runtime (lent-runtime.ts); each
  // remote's manifest offers its lean build for the version it was built with (lean-manifest.ts).
  const runtimeVersion = getInstance()?.version;
  if (runtimeVersion) lendFederationRuntime(runtimeVersion);
  registerPlugins([
    resiliencePlugin((url, response) =>
      isManifestUrl(url) ? withChosenManifest(response, lentRuntimeVersion()) : Promise.resolve(response),
    ),
    pacingPlugin(),
  ]);
  registerRemotes(remoteList(remotes));
  registered = remotes;
}

function remoteList(remotes: RuntimeConfig['remotes']) {
  return (Object.keys(REMOTES) as RemoteName[]).map((name) => ({
    name: REMOTES[name].container,
    entry: remotes[name],
  }));
}

/**
 * Forgets what the runtime cached about one remote (a failed manifest, a half-loaded entry)
 * so that "Reintentar" really fetches it again.
 */
export function resetRemote(name: RemoteName): void {
  if (!registered) return;
  registerRemotes([{ name: REMOTES[name].container, entry: registered[name] }], { force: true });
}

/** Thrown when a remote could not be loaded, after the resilience plugin's retries. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    cause?: unknown,
  ) {
    super(`No se pudo cargar ${REMOTES[remote].label} (${expose})`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads one exposed module; rejects with RemoteUnavailableError instead of a runtime error. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${REMOTES[remote].container}/${expose}`;
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remote, expose, error);
  }
  if (loaded === null || loaded === undefined || isFallbackModule(loaded)) {
    throw new RemoteUnavailableError(remote, expose);
  }
  return loaded as T;
}
