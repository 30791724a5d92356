/**
 * Origins as the allow-lists store them and as they are compared: `scheme://host[:port]`,
 * lower-case, no path and no trailing slash, the default port dropped (what a browser sends in
 * `Origin`). Comparing normalised strings exactly keeps `https://shop.example` from matching
 * `https://shop.example.evil` or `http://shop.example`.
 */

/** The normalised origin, or null when `value` is not an http(s) origin (a path, a 'null' origin...). */
export function normaliseOrigin(value: string): string | null {
  const text = value.trim();
  // Only scheme, host and port: anything after them would be silently dropped by URL.origin.
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.origin.toLowerCase();
}

/**
 * A comma-separated list of origins (EMBED_DEMO_ORIGINS), normalised. A malformed entry is an
 * error naming it: a typo must not silently leave a shop unable to sell.
 */
export function parseOriginList(name: string, value: string): string[] {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const origin = normaliseOrigin(entry);
    if (origin === null)
      throw new Error(`${name}: "${entry}" no es un origen válido (esquema://dominio[:puerto], sin ruta)`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}
