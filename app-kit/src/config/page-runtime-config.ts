import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@store/shared-kernel';

/** Where the app's server puts the configuration in the page (tooling/src/serve-static.mjs). */
export const INLINE_CONFIG_ID = 'store-runtime-config';

/**
 * The configuration the page arrived with, validated and installed; undefined when the page has
 * none (a server that does not inline it, a development server) or it is not valid JSON.
 */
export function readInlineRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const config = parseRuntimeConfig(raw);
  setRuntimeConfig(config);
  return config;
}

/**
 * The app's start: the configuration inlined in the page saves a request before anything else
 * can load; without it, `/config.json` as before. A config that is there but invalid fails the
 * same way a bad /config.json does (RuntimeConfigError with the reason).
 */
export async function loadPageRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  return readInlineRuntimeConfig() ?? (await loadRuntimeConfig(url));
}
