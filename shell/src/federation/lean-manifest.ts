/**
 * A remote's manifest carries its lean build (tooling/src/webpack-lean-entry.mjs) inside
 * `metaData.leanBuild`: the whole manifest of its entry without the federation runtime, and the
 * runtime version it was built against. The shell's manifest fetch answers the runtime with that
 * manifest when the version is the one the shell lends (lent-runtime.ts), and with the full one
 * otherwise: a remote built before lean builds existed, a remote or a shell on another
 * federation version, a shell that lends nothing. Choosing costs no request, and every file the
 * runtime then loads or preloads (entry, chunks) is the chosen build's.
 */

interface LeanBuild {
  runtimeVersion: string;
  manifest: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function leanBuildOf(manifest: unknown): LeanBuild | undefined {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return undefined;
  const lean = manifest.metaData.leanBuild;
  if (!isRecord(lean) || typeof lean.runtimeVersion !== 'string' || !isRecord(lean.manifest)) {
    return undefined;
  }
  return { runtimeVersion: lean.runtimeVersion, manifest: lean.manifest };
}

/** The manifest the runtime should use: the lean build's when it runs on the lent version. */
export function chooseManifest(manifest: unknown, lentVersion: string | undefined): unknown {
  const lean = leanBuildOf(manifest);
  return lean && lentVersion !== undefined && lean.runtimeVersion === lentVersion ? lean.manifest : manifest;
}

/** A manifest's URL (the runtime's fetch hook also sees other requests). */
export const isManifestUrl = (url: string): boolean => new URL(url, 'http://x/').pathname.endsWith('.json');

/**
 * The response the runtime reads for a fetched manifest: the chosen build's manifest, or the
 * response's own body when there is nothing to choose (not JSON, no lean build, another version).
 */
export async function withChosenManifest(
  response: Response,
  lentVersion: string | undefined,
): Promise<Response> {
  if (!response.ok || lentVersion === undefined) return response;
  const text = await response.text();
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return new Response(text, init);
  }
  const chosen = chooseManifest(manifest, lentVersion);
  return new Response(chosen === manifest ? text : JSON.stringify(chosen), init);
}
