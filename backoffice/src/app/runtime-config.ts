/**
 * Where the API is, read at run time (never baked into the bundle): the page server puts the
 * configuration inline in the page (`#store-runtime-config`, tooling/src/serve-static.mjs) and
 * also answers it at /config.json. Moving the API is a configuration change, as for the store.
 */
export interface BackofficeConfig {
  apiBaseUrl: string;
}

const INLINE_CONFIG_ID = 'store-runtime-config';
/** `webpack serve` (development) has no page server: the API on its default port. */
const DEVELOPMENT_API = 'http://localhost:4000';

let current: BackofficeConfig = { apiBaseUrl: DEVELOPMENT_API };

function isConfig(value: unknown): value is BackofficeConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { apiBaseUrl?: unknown }).apiBaseUrl === 'string'
  );
}

export async function loadRuntimeConfig(): Promise<BackofficeConfig> {
  const inline = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  let found: unknown = inline ? JSON.parse(inline) : undefined;
  if (!isConfig(found)) {
    found = await fetch('/config.json')
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined);
  }
  if (isConfig(found)) setRuntimeConfig(found);
  return current;
}

export function setRuntimeConfig(config: BackofficeConfig): void {
  current = { apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, '') };
}

export function apiBaseUrl(): string {
  return current.apiBaseUrl;
}
