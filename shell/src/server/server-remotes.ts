import { createHash } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifests } from '@store/app-kit';
import { REMOTES, type RemoteName } from '../federation/remote-registry';

/** A remote's server bundle sits beside its browser build: `<origin>/<path>/server/`. */
export function serverFileOf(manifestUrl: string, file: 'remoteEntry.js' | 'mf-manifest.json'): string {
  return new URL(`server/${file}`, manifestUrl).href;
}

export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: sin respuesta en ${String(ms)} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ServerRemotesOptions {
  /** How long a remote's server manifest is trusted before it is asked again (0: every request). */
  readonly checkIntervalMs: number;
  /** How long the server waits for a remote's files before it renders without it. */
  readonly timeoutMs: number;
}

interface Deployed {
  version: string;
  checkedAt: number;
}

/**
 * The remotes' server bundles, loaded over HTTP at run time by the federation runtime, like the
 * browser loads their browser bundles. Before a render the remote's server manifest is checked
 * (at most every `checkIntervalMs`): when a team has redeployed, the manifest differs, and the
 * remote is registered again under its new version, so the running server renders the new code
 * on the next request, with no restart and no shell rebuild.
 */
export class ServerRemotes {
  private readonly deployed = new Map<RemoteName, Deployed>();
  private readonly checking = new Map<RemoteName, Promise<void>>();
  /** Registrations so far per remote: each one gets its own entry URL, so nothing stale is reused. */
  private readonly registrations = new Map<RemoteName, number>();

  constructor(
    private readonly manifests: RemoteManifests,
    private readonly options: ServerRemotesOptions,
  ) {}

  /** One exposed module of a remote's server bundle, at its deployed version. */
  async load<T>(remote: RemoteName, expose: string): Promise<T> {
    await this.refresh(remote);
    const id = `${REMOTES[remote].container}/${expose}`;
    try {
      const loaded = await withTimeout(loadRemote<T>(id), this.options.timeoutMs, id);
      if (loaded === null || loaded === undefined) throw new Error(`${id}: módulo vacío`);
      return loaded;
    } catch (error) {
      // Whatever failed (a file missing mid-deploy, a timeout) is not kept: the next request
      // checks the manifest again and loads the remote afresh.
      this.deployed.delete(remote);
      throw error;
    }
  }

  /** The version the server renders a remote with (a digest of its server manifest). */
  versionOf(remote: RemoteName): string | undefined {
    return this.deployed.get(remote)?.version;
  }

  private refresh(remote: RemoteName): Promise<void> {
    const known = this.deployed.get(remote);
    if (known && Date.now() - known.checkedAt < this.options.checkIntervalMs) return Promise.resolve();
    // One check at a time per remote: concurrent requests wait for the same answer.
    let pending = this.checking.get(remote);
    if (!pending) {
      pending = this.check(remote).finally(() => this.checking.delete(remote));
      this.checking.set(remote, pending);
    }
    return pending;
  }

  private async check(remote: RemoteName): Promise<void> {
    const manifestUrl = serverFileOf(this.manifests[remote], 'mf-manifest.json');
    const response = await fetch(manifestUrl, {
      headers: { 'Cache-Control': 'no-cache' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${String(response.status)}`);
    const version = createHash('sha256')
      .update(await response.text())
      .digest('hex')
      .slice(0, 16);
    const known = this.deployed.get(remote);
    if (known?.version !== version) {
      // A new URL per registration: the runtime fetches the new entry and its chunks, and the
      // old version's modules are dropped from its cache (`force`).
      const count = this.registrations.get(remote) ?? 0;
      const entry = `${serverFileOf(this.manifests[remote], 'remoteEntry.js')}?v=${version}-${String(count + 1)}`;
      registerRemotes([{ name: REMOTES[remote].container, entry }], { force: count > 0 });
      this.registrations.set(remote, count + 1);
    }
    this.deployed.set(remote, { version, checkedAt: Date.now() });
  }
}
