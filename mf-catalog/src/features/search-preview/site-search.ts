import { apiUrl } from '@store/app-kit';
import type { SiteSearchRequest, SiteSearchResult } from '@store/contracts';
import { absoluteSrcSet } from '../../lib/product-image';

/** docs/business-rules.md#constants: the search preview shows 6 results. */
export const SEARCH_PREVIEW_SIZE = 6;

/** The API rejects longer queries with a 400 (`maxLength: 200` of the contract's `SiteSearchRequest`). */
export const SITE_SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * The body of POST /site-search (docs/business-rules.md#search-and-filters): query, 6 results
 * per page, only type product with stock available, sorted by price descending. Every option is
 * sent explicitly rather than relying on the API's defaults, so the preview keeps the spec's
 * behaviour even if those defaults change.
 */
export function searchPreviewBody(query: string): SiteSearchRequest {
  return {
    query: query.trim().slice(0, SITE_SEARCH_QUERY_MAX_LENGTH),
    page: 1,
    perPage: SEARCH_PREVIEW_SIZE,
    filters: { type: 'product', inStock: true },
    sort: 'price:desc',
  };
}

export function productHref(result: Pick<SiteSearchResult, 'slug'>): string {
  return `/product/${encodeURIComponent(result.slug)}`;
}

/** Same encoding as the shell's GET search form (`q=laptop+hp`). */
export function searchResultsHref(query: string): string {
  return `/resultados-de-busqueda?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/** Rendered size of a thumbnail in the preview, in CSS pixels. */
export const PREVIEW_THUMBNAIL_PX = 56;

/**
 * `<img>` attributes of a thumbnail. `productImageProps` wants a whole `Product`, which a search
 * hit is not, so this uses the same helper pieces (absolute API URLs, responsive candidates).
 */
export function previewThumbnailProps(result: SiteSearchResult) {
  const { mainImage } = result;
  return {
    src: apiUrl(mainImage.size350),
    srcSet: mainImage.srcSet ? absoluteSrcSet(mainImage.srcSet) : undefined,
    sizes: `${String(PREVIEW_THUMBNAIL_PX)}px`,
    alt: result.name,
    width: PREVIEW_THUMBNAIL_PX,
    height: PREVIEW_THUMBNAIL_PX,
  };
}
