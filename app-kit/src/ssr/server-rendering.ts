/**
 * The contract between the shell's server and a remote's server bundle (docs/server-rendering.md).
 *
 * A remote's exposed page module may export `prepareServerPage` beside its component. The shell's
 * server calls it with the route's parameters; the remote fetches the page's data into a store of
 * its own for this request only and answers the props to render its component with (that store
 * among them), the HTTP status, and the state the browser's copy of the remote starts from, so
 * the browser hydrates the same markup without fetching the data again.
 */

/** Id of the `<script type="application/json">` that carries what the server rendered. */
export const SERVER_RENDER_ID = 'store-server-render';

/**
 * `elementtiming` of the image that is a server-rendered page's largest paint (a category's first
 * product, a product's photo). The shell's start-up waits until the browser reports it painted
 * before running the app's code (shell/src/app/start-up.ts), so the page's code never holds it back.
 */
export const PRIORITY_IMAGE_TIMING = 'store-priority-image';

export interface ServerPageRequest {
  /** Path and query of the page, as the shopper asked for it (`/category/laptops?page=2`). */
  readonly url: string;
  /** The route's parameters, matched by the shell (`{ slug: 'laptops' }`). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The props the shell's route passes to the remote's component. */
  readonly props: Readonly<Record<string, unknown>>;
}

export interface PreparedServerPage {
  /** Props added to the component's for this request (e.g. `store`). */
  readonly props: Readonly<Record<string, unknown>>;
  /** What the remote's browser store starts from; JSON-serialisable. */
  readonly state: unknown;
  /** 200, or 404 when the page's subject does not exist. */
  readonly status: number;
}

export type PrepareServerPage = (request: ServerPageRequest) => Promise<PreparedServerPage>;

/** What the page tells the browser about its server rendering. */
export interface ServerRenderRecord {
  /** `remote/expose` of each area rendered on the server (the browser loads these before hydrating). */
  readonly areas: readonly string[];
  /** Per remote container name: the state its store starts from. */
  readonly state: Readonly<Record<string, unknown>>;
}

let record: ServerRenderRecord | null | undefined;

function isRecord(value: unknown): value is ServerRenderRecord {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { areas?: unknown; state?: unknown };
  return (
    Array.isArray(candidate.areas) &&
    candidate.areas.every((area) => typeof area === 'string') &&
    typeof candidate.state === 'object' &&
    candidate.state !== null
  );
}

/** The page's server render record, or null on a page the browser renders alone (and on the server). */
export function readServerRender(): ServerRenderRecord | null {
  if (record !== undefined) return record;
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SERVER_RENDER_ID);
  let parsed: unknown = null;
  try {
    parsed = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    parsed = null; // a damaged record: the page renders in the browser as before
  }
  record = isRecord(parsed) ? parsed : null;
  return record;
}

/**
 * The state the server rendered a remote's store with, taken once: the first store built reads
 * it; a later one (a test, a retry) starts empty rather than from data gone stale.
 */
export function takeServerState(container: string): unknown {
  const found = readServerRender();
  if (!found || !(container in found.state)) return undefined;
  const state = found.state[container];
  record = { areas: found.areas, state: { ...found.state, [container]: undefined } };
  return state ?? undefined;
}

/** JSON for an inline `<script>`: `<` escaped so no value can close the element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Tests only: forget what was read from the page. */
export function resetServerRenderForTests(): void {
  record = undefined;
}
