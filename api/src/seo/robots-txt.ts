import { absoluteUrl } from './storefront-urls.js';

/**
 * Storefront paths crawlers are kept out of: per-shopper pages (cart, checkout and its payment
 * hand-off, the customer portal, login) that hold nothing to index and would only waste crawl
 * budget. The pages themselves also say `noindex` (the shell's route table), for links that
 * reach them from elsewhere.
 */
export const DISALLOWED_PATHS: readonly string[] = ['/cart', '/checkout', '/portal', '/shopping', '/login'];

/** robots.txt of the storefront: everything else allowed, and where the sitemap is. */
export function robotsTxt(storeUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(storeUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
