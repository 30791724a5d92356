import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { invalidateCatalogCache } from '../src/catalog/catalog-cache.js';
import type { Db } from '../src/db/db.js';
import { registerErrorHandling } from '../src/http/errors.js';
import { preferredCoding, type ContentCoding } from '../src/http/precompressed-document.js';
import { seoRoutes } from '../src/seo/seo-routes.js';
import { renderUrlSet } from '../src/seo/sitemap-xml.js';
import { DEVELOPMENT_ACCOUNT_SETTINGS } from '../src/users/account-settings.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A storefront on another host than the API, so a relative or API-based URL would show. */
const STORE_URL = 'https://tienda.example.hn';

/**
 * Checks what a crawler's XML parser would reject in these documents: one root, every tag
 * closed in order, no `<` or bare `&` in text. (The API has no XML parser; the sitemap uses
 * plain elements without attributes other than the namespace, so this covers it.)
 */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const open: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const tag = /^<(\/?)([A-Za-z][\w:-]*)(?:\s+[\w:-]+="[^"<&]*")*\s*>$/.exec(token);
      expect(tag).not.toBeNull();
      const [, closing, name] = tag ?? [];
      if (closing) expect(open.pop()).toBe(name);
      else {
        if (open.length === 0) roots += 1;
        open.push(name ?? '');
      }
    } else {
      expect(token).not.toMatch(/<|>|&(?!(?:amp|lt|gt|quot|apos);)/);
      if (open.length === 0) expect(token.trim()).toBe('');
    }
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

const decode = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decode(match[1] ?? ''));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ account: { ...DEVELOPMENT_ACCOUNT_SETTINGS, storeUrl: `${STORE_URL}/` } });
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists home, every category, every content page, /ubicanos and every product as absolute storefront URLs', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    assertWellFormedXml(response.body);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locs = locsOf(response.body);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/tienda\.example\.hn\/(?!\/)/);
    expect(new Set(locs).size).toBe(locs.length);

    const categories = await t.db.query<{ slug: string }>('SELECT slug FROM categories');
    const pages = await t.db.query<{ slug: string }>('SELECT slug FROM pages');
    const products = await t.db.query<{ slug: string }>('SELECT slug FROM products');
    expect(products.length).toBeGreaterThan(10);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${STORE_URL}/`,
        `${STORE_URL}/ubicanos`,
        ...categories.map(({ slug }) => `${STORE_URL}/category/${slug}`),
        ...pages.map(({ slug }) => `${STORE_URL}/pages/${slug}`),
        ...products.map(({ slug }) => `${STORE_URL}/product/${slug}`),
      ]),
    );
    expect(locs).toHaveLength(2 + categories.length + pages.length + products.length);
    expect(locs.some((loc) => /\/(cart|checkout|portal|login)\b/.test(loc))).toBe(false);
  });

  it('dates each product and content page with <lastmod>', async () => {
    const [product] = await t.db.query<{ slug: string; created_at: Date | string }>(
      'SELECT slug, created_at FROM products ORDER BY id LIMIT 1',
    );
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain(
      `<url><loc>${STORE_URL}/product/${product?.slug ?? ''}</loc><lastmod>${new Date(product?.created_at ?? 0).toISOString()}</lastmod></url>`,
    );
    expect(body).toMatch(
      /<url><loc>[^<]*\/pages\/quienes-somos<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
  });
});

/** `db`, counting the sitemap's product listings: one per build of the sitemap. */
function countingBuilds(db: Db): { db: Db; builds: () => number } {
  let builds = 0;
  const counted: Db = {
    kind: db.kind,
    query: (sql, params) => {
      if (/FROM products WHERE published ORDER BY id/.test(sql)) builds += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: counted, builds: () => builds };
}

describe('sitemap caching and compression (issue 33)', () => {
  const TTL_MS = 60_000;
  let app: FastifyInstance;
  let clock = 0;
  let builds: () => number;
  beforeAll(async () => {
    const counted = countingBuilds(t.db);
    builds = counted.builds;
    app = Fastify();
    registerErrorHandling(app);
    await app.register(seoRoutes, { db: counted.db, storeUrl: STORE_URL, ttlMs: TTL_MS, now: () => clock });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends gzip (or brotli) to a client that accepts it, the same XML once decompressed', async () => {
    const plain = await app.inject({ url: '/sitemap.xml' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    assertWellFormedXml(plain.body);

    const gzip = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(gzip.headers['cache-control']).toBe('public, max-age=3600');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const brotli = await app.inject({
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);

    const refused = await app.inject({
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip;q=0, br;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    // One ETag per representation, all naming the same bytes.
    expect(gzip.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
    expect(brotli.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
  });

  it('is built once per TTL: requests within it do not read the catalog again', async () => {
    clock += TTL_MS; // a fresh build
    const before = builds();
    const first = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    await Promise.all([
      app.inject({ url: '/sitemap.xml' }),
      app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } }),
    ]);
    clock += TTL_MS - 1;
    await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(builds()).toBe(before + 1);

    clock += 1;
    const rebuilt = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(builds()).toBe(before + 2);
    // Same catalog, same bytes: the validators do not change with a rebuild.
    expect(rebuilt.headers.etag).toBe(first.headers.etag);
    expect(rebuilt.headers['last-modified']).toBe(first.headers['last-modified']);
  });

  it('answers a conditional request for the document it has with 304 and no body', async () => {
    const gzip = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    const etag = String(gzip.headers.etag);
    const lastModified = String(gzip.headers['last-modified']);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const revalidated = await app.inject({
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=3600');

    // The tag of another representation of the same bytes matches too (a cache that stored it plain).
    const plainTag = etag.replace(/-gzip"$/, '"');
    const other = await app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': `"x", W/${plainTag}` },
    });
    expect(other.statusCode).toBe(304);

    const stale = await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': '"otro"' } });
    expect(stale.statusCode).toBe(200);

    const since = await app.inject({ url: '/sitemap.xml', headers: { 'if-modified-since': lastModified } });
    expect(since.statusCode).toBe(304);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const older = await app.inject({ url: '/sitemap.xml', headers: { 'if-modified-since': before } });
    expect(older.statusCode).toBe(200);
  });

  it('lists a renamed product after the TTL, not when stock changes invalidate the catalog cache', async () => {
    const renamed = 'producto-renombrado-para-el-mapa';
    const [first] = await t.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM products ORDER BY id LIMIT 1',
    );
    const before = await app.inject({ url: '/sitemap.xml' });
    await t.db.query('UPDATE products SET slug = $1 WHERE id = $2', [renamed, first?.id]);
    try {
      invalidateCatalogCache();
      expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain(renamed);
      clock += TTL_MS;
      const after = await app.inject({ url: '/sitemap.xml' });
      expect(after.body).toContain(`/product/${renamed}<`);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const changed = await app.inject({
        url: '/sitemap.xml',
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(changed.statusCode).toBe(200);
    } finally {
      await t.db.query('UPDATE products SET slug = $1 WHERE id = $2', [first?.slug, first?.id]);
    }
  });
});

describe('preferredCoding', () => {
  it.each<[string | undefined, ContentCoding | null]>([
    [undefined, null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5, deflate', 'gzip'],
    ['br;q=0.1, gzip', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['gzip;q=abc', null],
  ])(
    'Accept-Encoding %p → %p (brotli first, then gzip; q=0 refuses, * stands for the rest)',
    (header, coding) => {
      expect(preferredCoding(header)).toBe(coding);
    },
  );
});

describe('a sitemap over the per-file limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    await app.register(seoRoutes, { db: t.db, storeUrl: STORE_URL, maxUrlsPerSitemap: 10 });
    await app.ready();
  });
  afterAll(() => app.close());

  it('becomes a sitemap index whose parts hold every URL, at most the limit each', async () => {
    const index = await app.inject({ url: '/sitemap.xml' });
    assertWellFormedXml(index.body);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const partUrls = locsOf(index.body);
    expect(partUrls[0]).toBe(`${STORE_URL}/sitemap-1.xml`);

    const all: string[] = [];
    for (const partUrl of partUrls) {
      const part = await app.inject({ url: new URL(partUrl).pathname });
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
      assertWellFormedXml(part.body);
      const locs = locsOf(part.body);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(10);
      all.push(...locs);
    }
    const [{ count } = { count: 0 }] = await t.db.query<{ count: number }>(
      'SELECT ((SELECT count(*) FROM products) + (SELECT count(*) FROM categories) + (SELECT count(*) FROM pages))::int AS count',
    );
    expect(all).toHaveLength(count + 2);
  });

  it('answers 404 for a part that does not exist', async () => {
    expect((await app.inject({ url: '/sitemap-999.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap-0.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap-abc.xml' })).statusCode).toBe(404);
  });
});

describe('sitemap XML escaping', () => {
  it('escapes markup and entities in URLs and drops characters XML forbids', () => {
    const xml = renderUrlSet([{ loc: 'https://t.example/buscar?a=1&b=<x>"\'\u0001' }]);
    assertWellFormedXml(xml);
    expect(locsOf(xml)).toEqual(['https://t.example/buscar?a=1&b=<x>"\'']);
  });
});

describe('GET /robots.txt', () => {
  it('allows the catalogue, keeps crawlers out of per-shopper pages and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /portal',
        'Disallow: /shopping',
        'Disallow: /login',
        `Sitemap: ${STORE_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(5);
  });
});
