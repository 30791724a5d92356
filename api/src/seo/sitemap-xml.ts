import { xmlEscape } from './xml-text.js';
import type { StorefrontUrl } from './storefront-urls.js';

/** The sitemap protocol's limit of URLs per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of up to SITEMAP_MAX_URLS pages. */
export function renderUrlSet(urls: readonly StorefrontUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${xmlEscape(url.lastmod)}</lastmod>` : '';
    return `<url><loc>${xmlEscape(url.loc)}</loc>${lastmod}</url>`;
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming each part (absolute URLs). */
export function renderSitemapIndex(partUrls: readonly string[]): string {
  const entries = partUrls.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Path of part `n` (1-based) of a sitemap split into an index. */
export const sitemapPartPath = (part: number): string => `/sitemap-${String(part)}.xml`;

/** The URLs split into parts of at most `maxUrls` each (one part when they fit). */
export function sitemapParts<T>(urls: readonly T[], maxUrls: number = SITEMAP_MAX_URLS): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < urls.length; start += maxUrls) parts.push(urls.slice(start, start + maxUrls));
  return parts.length > 0 ? parts : [[]];
}
