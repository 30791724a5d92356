import type { Queryable } from '../db/db.js';

/** One page of the storefront worth indexing. */
export interface StorefrontUrl {
  /** Absolute URL on the storefront's origin (what shoppers and crawlers open). */
  loc: string;
  /** W3C date-time of the last change the data knows of; omitted when it knows none. */
  lastmod?: string;
}

/** Storefront paths that are not in the database: the home page and the store locator. */
export const STATIC_PATHS: readonly string[] = ['/', '/ubicanos'];

/** `http://host:3000/` or `http://host:3000` plus `/path` → one slash between them. */
export function absoluteUrl(storeUrl: string, path: string): string {
  return `${storeUrl.replace(/\/+$/, '')}${path}`;
}

const isoDate = (value: Date | string): string => new Date(value).toISOString();

/**
 * Every indexable page of the storefront, in the order a crawler should meet them: home and the
 * store locator, categories (menu order), content pages, then products. Cart, checkout, portal
 * and login are private or per-shopper and are never listed (robots.txt keeps crawlers out).
 *
 * Products have only `created_at`: it is their `<lastmod>` (no later edit is recorded, and
 * price and stock changes are not content changes a crawler must re-read the page for).
 * Content pages carry a real `updated_at`.
 */
export async function listStorefrontUrls(db: Queryable, storeUrl: string): Promise<StorefrontUrl[]> {
  const [categories, pages, products] = await Promise.all([
    db.query<{ slug: string }>('SELECT slug FROM categories ORDER BY position, id'),
    db.query<{ slug: string; updated_at: Date | string }>('SELECT slug, updated_at FROM pages ORDER BY slug'),
    db.query<{ slug: string; created_at: Date | string }>(
      // Unpublished products (migration 022) answer 404: not a page to index.
      'SELECT slug, created_at FROM products WHERE published ORDER BY id',
    ),
  ]);
  const at = (path: string): string => absoluteUrl(storeUrl, path);
  const segment = encodeURIComponent;
  return [
    ...STATIC_PATHS.map((path) => ({ loc: at(path) })),
    ...categories.map((row) => ({ loc: at(`/category/${segment(row.slug)}`) })),
    ...pages.map((row) => ({ loc: at(`/pages/${segment(row.slug)}`), lastmod: isoDate(row.updated_at) })),
    ...products.map((row) => ({
      loc: at(`/product/${segment(row.slug)}`),
      lastmod: isoDate(row.created_at),
    })),
  ];
}
