/**
 * What search engines read from the storefront's origin, built from the catalog and content data:
 * - `GET /sitemap.xml` — every indexable storefront page (home, categories, products, content
 *   pages, the store locator) as absolute URLs; past SITEMAP_MAX_URLS a sitemap index instead,
 *   whose parts are `GET /sitemap-{n}.xml`;
 * - `GET /robots.txt` — crawl rules for the storefront and where its sitemap is.
 * The storefront's static server (tooling/src/serve-static.mjs) passes both through from its own
 * origin, because crawlers read them only at the root of the site they describe.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SlugParams } from '@store/contracts';
import type { FastifyReply } from 'fastify';
import { CATALOG_CACHE_OFF, CatalogCache, type CatalogCacheSettings } from '../catalog/catalog-cache.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { robotsTxt } from './robots-txt.js';
import {
  SITEMAP_MAX_URLS,
  renderSitemapIndex,
  renderUrlSet,
  sitemapPartPath,
  sitemapParts,
} from './sitemap-xml.js';
import { absoluteUrl, listStorefrontUrls } from './storefront-urls.js';

/**
 * An hour in browser, proxy and CDN caches: crawlers fetch these a few times a day, and a product
 * added now may wait an hour to be listed, which costs nothing (it is still linked from its
 * category page).
 */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';

const XML_TYPE = 'application/xml; charset=utf-8';

export interface SeoRouteOptions {
  db: Db;
  /** The storefront's public base URL (STORE_URL): every URL listed is absolute on it. */
  storeUrl: string;
  /** Built documents are kept like catalog responses (src/catalog/catalog-cache.ts); off when not given. */
  cache?: CatalogCacheSettings | undefined;
  /** URLs per sitemap file before it becomes an index; the protocol's 50,000 unless a test lowers it. */
  maxUrlsPerSitemap?: number | undefined;
}

/** `/sitemap.xml` and, when it is an index, each `/sitemap-{n}.xml` part. */
interface SitemapDocuments {
  root: string;
  parts: string[];
}

export const seoRoutes: FastifyPluginAsyncTypebox<SeoRouteOptions> = async (app, options) => {
  const { db, storeUrl } = options;
  const maxUrls = options.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;
  const cache = new CatalogCache<'sitemap', Promise<SitemapDocuments>>(options.cache ?? CATALOG_CACHE_OFF);
  app.addHook('onClose', async () => cache.dispose());

  const buildDocuments = async (): Promise<SitemapDocuments> => {
    const parts = sitemapParts(await listStorefrontUrls(db, storeUrl), maxUrls);
    const [only] = parts;
    if (parts.length === 1 && only) return { root: renderUrlSet(only), parts: [] };
    return {
      root: renderSitemapIndex(parts.map((_, index) => absoluteUrl(storeUrl, sitemapPartPath(index + 1)))),
      parts: parts.map(renderUrlSet),
    };
  };

  /**
   * The promise is what is cached, so concurrent first requests (a crawler opening the index and
   * its parts at once) share one build of 20,000+ rows; a failed build is dropped, not kept.
   */
  const documents = (): Promise<SitemapDocuments> => {
    const cached = cache.get('sitemap');
    if (cached) return cached;
    const building = buildDocuments();
    cache.set('sitemap', building);
    building.catch(() => cache.delete('sitemap', building));
    return building;
  };

  const sendXml = (reply: FastifyReply, body: string) =>
    reply.type(XML_TYPE).header('cache-control', SEO_CACHE_CONTROL).send(body);

  // Hidden from /openapi.json: XML and plain text for crawlers, not part of the JSON API contract
  // (documented in api/README.md).
  app.get('/sitemap.xml', {
    schema: { hide: true },
    handler: async (_request, reply) => sendXml(reply, (await documents()).root),
  });

  // find-my-way reads `-` and `.` around a parameter as literal text: `/sitemap-2.xml` → part "2".
  app.get('/sitemap-:slug.xml', {
    schema: { hide: true, params: SlugParams },
    handler: async (request, reply) => {
      const { parts } = await documents();
      const { slug } = request.params;
      const part = /^[1-9]\d*$/.test(slug) ? parts[Number(slug) - 1] : undefined;
      if (part === undefined) throw notFound('Parte del mapa del sitio no encontrada');
      return sendXml(reply, part);
    },
  });

  app.get('/robots.txt', {
    schema: { hide: true },
    handler: (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', SEO_CACHE_CONTROL)
        .send(robotsTxt(storeUrl)),
  });
};
