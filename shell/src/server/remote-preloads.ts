import type { RemoteManifests } from '@store/app-kit';
import { chooseManifest } from '../federation/lean-manifest';
import type { RemoteName } from '../federation/remote-registry';

/**
 * Preload links for the route's remote area, so that the browser fetches the remote's entry and
 * the area's chunks while the shell's own code downloads, instead of after it has started,
 * fetched the remote's manifest and read it (two round trips later on a phone).
 *
 * The server reads the remote's browser manifest as the browser will: the lean build's when the
 * shell lends its runtime version (../federation/lean-manifest.ts), so the links name exactly the
 * files the runtime then loads, and the browser uses the preloaded responses. A manifest that
 * cannot be read in time gives no links: the page is the same, one round trip slower.
 */

interface ManifestEntry {
  name?: unknown;
  path?: unknown;
}

interface ManifestShape {
  metaData?: { remoteEntry?: ManifestEntry };
  exposes?: readonly { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** The scripts the browser loads for one exposed module: the remote's entry, then its chunks. */
export function scriptsForExpose(
  manifest: unknown,
  manifestUrl: string,
  expose: string,
  lentVersion: string | undefined,
): string[] {
  const chosen = chooseManifest(manifest, lentVersion) as ManifestShape | null;
  const entry = chosen?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return [];
  // publicPath 'auto': the remote's files sit beside its manifest.
  const base = new URL('.', manifestUrl);
  const folder = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/?$/, '/') : '';
  const exposed = chosen?.exposes?.find((candidate) => candidate.path === `./${expose}`);
  const sync = exposed?.assets?.js?.sync;
  const chunks = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  return [`${folder}${entry.name}`, ...chunks].map((file) => new URL(file, base).href);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="preload">` for each script. Low priority: they must not hold back the page's
 * largest image (fetchpriority high) or the shell's own scripts, which run first anyway.
 */
export function preloadLinks(urls: readonly string[]): string {
  return urls
    .map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}" fetchpriority="low">`)
    .join('');
}

interface Cached {
  manifest: unknown;
  checkedAt: number;
}

export interface BrowserManifestsOptions {
  /** How long a manifest is trusted before it is fetched again (0: every request). */
  readonly checkIntervalMs: number;
  /** How long a render waits for a manifest before it goes without the links. */
  readonly timeoutMs: number;
}

/** The remotes' browser manifests, fetched by the shell's server and kept for a short while. */
export class BrowserManifests {
  private readonly cached = new Map<RemoteName, Cached>();

  constructor(
    private readonly manifests: RemoteManifests,
    private readonly options: BrowserManifestsOptions,
  ) {}

  urlOf(remote: RemoteName): string {
    return this.manifests[remote];
  }

  /** The remote's manifest, or undefined when it cannot be read in time (never throws). */
  async get(remote: RemoteName): Promise<unknown> {
    const known = this.cached.get(remote);
    if (known && Date.now() - known.checkedAt < this.options.checkIntervalMs) return known.manifest;
    try {
      const response = await fetch(this.manifests[remote], {
        headers: { 'Cache-Control': 'no-cache' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      const manifest: unknown = await response.json();
      this.cached.set(remote, { manifest, checkedAt: Date.now() });
      return manifest;
    } catch (error) {
      this.cached.delete(remote);
      console.warn(`[ssr] manifiesto de ${remote} no disponible para precargar`, error);
      return undefined;
    }
  }
}
