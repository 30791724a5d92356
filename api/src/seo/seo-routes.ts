/**
 * What search engines read from the storefront's origin, built from the catalog and content data:
 * - `GET /sitemap.xml` — every indexable storefront page (home, categories, products, content
 *   pages, the store locator) as absolute URLs; past SITEMAP_MAX_URLS a sitemap index instead,
 *   whose parts are `GET /sitemap-{n}.xml`;
 * - `GET /robots.txt` — crawl rules for the storefront and where its sitemap is.
 * The storefront's static server (tooling/src/serve-static.mjs) passes both through from its own
 * origin, because crawlers read them only at the root of the site they describe.
 *
 * A sitemap is built once per SITEMAP_TTL_MS and sent from memory, brotli- or gzip-compressed
 * when the client accepts it, with ETag and Last-Modified (src/http/precompressed-document.ts).
 * No per-address limit: a repeated request costs a copy of bytes already made (a 304 when the
 * client revalidates), and the storefront's pass-through reaches the API from one address for
 * every crawler, so such a limit would refuse them all together.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SlugParams } from '@store/contracts';
import { onListedProductsChange } from '../catalog/catalog-changes.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { PrecompressedDocument } from '../http/precompressed-document.js';
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

/**
 * How long this process keeps a built sitemap before building it again from the database. Not
 * the catalog cache's 2 s, and not dropped by `invalidateCatalogCache()`: those follow stock and
 * prices, which a sitemap does not show, and are invalidated by every order. The only change this
 * process makes to a listed URL is staff publishing or hiding a product, which drops the built
 * sitemap at once (src/catalog/catalog-changes.ts). Ten minutes is well inside the hour the
 * answer's own `max-age` already allows.
 */
export const SITEMAP_TTL_MS = 10 * 60_000;

const XML_TYPE = 'application/xml; charset=utf-8';

export interface SeoRouteOptions {
  db: Db;
  /** The storefront's public base URL (STORE_URL): every URL listed is absolute on it. */
  storeUrl: string;
  /** URLs per sitemap file before it becomes an index; the protocol's 50,000 unless a test lowers it. */
  maxUrlsPerSitemap?: number | undefined;
  /** How long a built sitemap is kept (SITEMAP_TTL_MS unless a test sets it). */
  ttlMs?: number | undefined;
  /** Milliseconds clock (tests move it past the TTL). */
  now?: (() => number) | undefined;
}

/** `/sitemap.xml` and, when it is an index, each `/sitemap-{n}.xml` part. */
interface SitemapDocuments {
  root: PrecompressedDocument;
  parts: PrecompressedDocument[];
}

export const seoRoutes: FastifyPluginAsyncTypebox<SeoRouteOptions> = async (app, options) => {
  const { db, storeUrl } = options;
  const maxUrls = options.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;
  const ttlMs = options.ttlMs ?? SITEMAP_TTL_MS;
  const now = options.now ?? Date.now;

  /**
   * Built documents are compared with the previous build's: unchanged bytes keep their
   * Last-Modified and the compressed forms already made.
   */
  const buildDocuments = async (previous: SitemapDocuments | undefined): Promise<SitemapDocuments> => {
    const parts = sitemapParts(await listStorefrontUrls(db, storeUrl), maxUrls);
    const [only] = parts;
    const texts =
      parts.length === 1 && only
        ? { root: renderUrlSet(only), parts: [] }
        : {
            root: renderSitemapIndex(
              parts.map((_, index) => absoluteUrl(storeUrl, sitemapPartPath(index + 1))),
            ),
            parts: parts.map(renderUrlSet),
          };
    return {
      root: PrecompressedDocument.rebuiltFrom(texts.root, previous?.root),
      parts: texts.parts.map((text, index) =>
        PrecompressedDocument.rebuiltFrom(text, previous?.parts[index]),
      ),
    };
  };

  /**
   * The promise is what is kept, so concurrent first requests (a crawler opening the index and
   * its parts at once) share one build of 20,000+ rows; a failed build is dropped, not kept.
   */
  let kept: { documents: Promise<SitemapDocuments>; expiresAt: number } | undefined;
  let lastBuilt: SitemapDocuments | undefined;
  // Staff publishing or hiding a product changes the URLs listed: the next request rebuilds.
  const stopListening = onListedProductsChange(() => {
    kept = undefined;
  });
  app.addHook('onClose', async () => {
    stopListening();
  });
  const documents = (): Promise<SitemapDocuments> => {
    if (kept && kept.expiresAt > now()) return kept.documents;
    const building = buildDocuments(lastBuilt).then((built) => {
      lastBuilt = built;
      return built;
    });
    const entry = { documents: building, expiresAt: now() + ttlMs };
    kept = entry;
    building.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return building;
  };

  const xmlHeaders = { contentType: XML_TYPE, cacheControl: SEO_CACHE_CONTROL };

  // Hidden from /openapi.json: XML and plain text for crawlers, not part of the JSON API contract
  // (documented in api/README.md).
  app.get('/sitemap.xml', {
    schema: { hide: true },
    handler: async (request, reply) => (await documents()).root.send(request, reply, xmlHeaders),
  });

  // find-my-way reads `-` and `.` around a parameter as literal text: `/sitemap-2.xml` → part "2".
  app.get('/sitemap-:slug.xml', {
    schema: { hide: true, params: SlugParams },
    handler: async (request, reply) => {
      const { parts } = await documents();
      const { slug } = request.params;
      const part = /^[1-9]\d*$/.test(slug) ? parts[Number(slug) - 1] : undefined;
      if (part === undefined) throw notFound('Parte del mapa del sitio no encontrada');
      return part.send(request, reply, xmlHeaders);
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
