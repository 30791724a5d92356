import { invalidateCatalogCache } from './catalog-cache.js';

/**
 * What a staff change to the catalog calls once its transaction has committed, so the storefront
 * served by this process shows it on the next request (docs/performance.md "Catalog changes").
 *
 * Every change drops the catalog caches (responses, product cards, listing scopes). A change of
 * what the storefront lists (a product published or hidden) also drops the built sitemap, which
 * otherwise lives ten minutes (src/seo/seo-routes.ts) because orders never change it.
 */
const listingListeners = new Set<() => void>();

/** Called by the sitemap's owner; returns the function that stops listening (on app close). */
export function onListedProductsChange(listener: () => void): () => void {
  listingListeners.add(listener);
  return () => listingListeners.delete(listener);
}

export function catalogChanged({ listing }: { listing: boolean }): void {
  invalidateCatalogCache();
  if (listing) for (const listener of listingListeners) listener();
}
