import { createHash } from 'node:crypto';

/**
 * In-process caches of the catalog: serialised responses (product pages, category pages,
 * menus) and the product objects that listings and searches are assembled from.
 *
 * Why: a product or category page is the same JSON for every shopper, and reading it from the
 * database costs far more than sending bytes; the catalog-read target (≥ 1,500 req/s with
 * p99 ≤ 50 ms on two cores, docs/performance.md) is out of reach without it. Plain searches
 * always run their matching, count and order on the database and take only the page's cards
 * from the product cache; faceted listings keep their scope's rows (src/catalog/listing-scope.ts)
 * for the same TTL and compute filters, facets, order and page from them.
 *
 * Staleness bound: an entry lives at most `ttlMs` (CATALOG_CACHE_TTL_MS, default 2,000 ms).
 * Stock and prices shown on a product page or card may therefore lag a change by that long; orders
 * never read this cache (stock is reserved with a conditional UPDATE at placement), so a stale
 * page can at worst offer an item that the order then refuses. Code in this process that
 * changes catalog data (orders, reservations released, coupon uses) calls
 * `invalidateCatalogCache()` so this process shows the change at once; other API processes
 * catch up within the TTL.
 */
export interface CatalogCacheSettings {
  /** Entry lifetime in ms; 0 turns the cache off (every request reads the database). */
  ttlMs: number;
  /** Entries kept at most; the oldest are dropped first. */
  maxEntries: number;
}

export const DEFAULT_CATALOG_CACHE_SETTINGS: CatalogCacheSettings = { ttlMs: 2000, maxEntries: 5000 };

/** Off: what buildApp uses when it is not given settings (tests that change stock and read it back). */
export const CATALOG_CACHE_OFF: CatalogCacheSettings = { ttlMs: 0, maxEntries: 0 };

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} debe ser un entero positivo o 0 (recibido "${value}")`);
  return parsed;
}

/** CATALOG_CACHE_TTL_MS (0 = off) and CATALOG_CACHE_MAX_ENTRIES. */
export function catalogCacheSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogCacheSettings {
  return {
    ttlMs: nonNegativeInteger(
      'CATALOG_CACHE_TTL_MS',
      env.CATALOG_CACHE_TTL_MS,
      DEFAULT_CATALOG_CACHE_SETTINGS.ttlMs,
    ),
    maxEntries: nonNegativeInteger(
      'CATALOG_CACHE_MAX_ENTRIES',
      env.CATALOG_CACHE_MAX_ENTRIES,
      DEFAULT_CATALOG_CACHE_SETTINGS.maxEntries,
    ),
  };
}

/** A serialised 200 response of a catalog route. */
export interface CachedResponse {
  body: string;
  /** Strong validator of the body, sent as ETag and compared with If-None-Match. */
  etag: string;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Every live cache of this process, so one call invalidates them all (one per app instance). */
const liveCaches = new Set<{ clear(): void }>();

/**
 * A bounded map whose entries expire `ttlMs` after they were stored. Used for whole responses
 * (key: the URL) and for product objects (key: the id) that listings and searches reuse.
 */
export class CatalogCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    readonly settings: CatalogCacheSettings,
    private readonly now: () => number = Date.now,
  ) {
    if (this.enabled) liveCaches.add(this);
  }

  get enabled(): boolean {
    return this.settings.ttlMs > 0 && this.settings.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value (no-op when the cache is off). */
  set(key: K, value: V): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    // Map iteration is insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.settings.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.settings.ttlMs });
  }

  /** Drops the entry of `key`; with `only`, only while it still holds that value. */
  delete(key: K, only?: V): void {
    const entry = this.entries.get(key);
    if (entry && (only === undefined || entry.value === only)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Called when the app closes, so the process-wide invalidation forgets it. */
  dispose(): void {
    this.entries.clear();
    liveCaches.delete(this);
  }
}

/**
 * Drops every cached catalog response in this process. Call it after changing anything a
 * product or category page shows (stock, prices, coupons, products): order placement,
 * reservation expiry, payment failures that return stock, catalog edits.
 */
export function invalidateCatalogCache(): void {
  for (const cache of liveCaches) cache.clear();
}
