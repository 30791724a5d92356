/**
 * A large public document kept in memory and sent the way HTTP caches expect: compressed when
 * the client accepts it (brotli or gzip, each made once per document, on the libuv thread pool
 * rather than the event loop), with an ETag and a Last-Modified, and a 304 without a body to a
 * conditional request that still matches. The sitemap (src/seo/) is 3.1 MB of XML with 20,000
 * products, 229 KB with gzip and 35 KB with brotli (docs/performance.md); sent plain on every
 * request it took the API's bandwidth and CPU from the shoppers (issue 33).
 *
 * Not @fastify/compress: registered for one route it would still compress the same bytes on
 * every request; these documents change only when they are rebuilt, so each coding is made once.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's default quality (11) takes seconds on a few megabytes; 5 is as fast as gzip's default
 * and still smaller.
 */
const BROTLI_QUALITY = 5;

function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);
}

/**
 * The coding to answer an Accept-Encoding header with: brotli, else gzip, else none (null). A
 * coding counts when it is named, or matched by `*`, with a q-value above 0.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: ContentCoding): boolean => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** A strong ETag's opaque part for each representation: `"<sha1>"`, `"<sha1>-gzip"`, `"<sha1>-br"`. */
const CODING_SUFFIX = /-(?:gzip|br)"$/;

export class PrecompressedDocument {
  readonly body: Buffer;
  /** Strong validator of the uncompressed bytes; each coding adds its own suffix. */
  readonly etag: string;
  readonly lastModified: Date;
  private readonly encoded = new Map<ContentCoding, Promise<Buffer>>();

  /**
   * `lastModified` is when these bytes were first built: a rebuild that makes the same bytes
   * keeps the earlier date (see `rebuiltFrom`), so If-Modified-Since keeps matching.
   */
  constructor(text: string, lastModified: Date = new Date()) {
    this.body = Buffer.from(text, 'utf8');
    this.etag = `"${createHash('sha1').update(this.body).digest('hex')}"`;
    // HTTP dates have whole seconds; keeping the same precision makes the comparison exact.
    this.lastModified = new Date(Math.floor(lastModified.getTime() / 1000) * 1000);
  }

  /** This text as a document, dated like `previous` when the bytes did not change. */
  static rebuiltFrom(text: string, previous: PrecompressedDocument | undefined): PrecompressedDocument {
    const fresh = new PrecompressedDocument(text);
    return previous && previous.etag === fresh.etag ? previous : fresh;
  }

  /** The compressed bytes, made the first time a coding is asked for and kept. */
  encodedAs(coding: ContentCoding): Promise<Buffer> {
    let encoded = this.encoded.get(coding);
    if (!encoded) {
      encoded = compress(this.body, coding);
      this.encoded.set(coding, encoded);
      // A failure is not kept: the next request tries again.
      encoded.catch(() => this.encoded.delete(coding));
    }
    return encoded;
  }

  etagFor(coding: ContentCoding | null): string {
    return coding ? this.etag.replace(/"$/, `-${coding}"`) : this.etag;
  }

  /**
   * True when the client's copy is this document (RFC 9110 §13.1): If-None-Match names any of its
   * representations (or `*`); without If-None-Match, If-Modified-Since is not before it.
   */
  matches(request: FastifyRequest): boolean {
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined) {
      return ifNoneMatch.split(',').some((tag) => {
        const value = tag.trim().replace(/^W\//, '');
        return value === '*' || value.replace(CODING_SUFFIX, '"') === this.etag;
      });
    }
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    return Number.isFinite(since) && this.lastModified.getTime() <= since;
  }

  /**
   * Answers `request` with this document: 304 when the client's copy matches, otherwise the
   * bytes in the preferred coding. `Vary: Accept-Encoding` either way, added to any Vary already
   * set (CORS adds `Origin`).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    headers: { contentType: string; cacheControl: string },
  ): Promise<FastifyReply> {
    const coding = preferredCoding(request.headers['accept-encoding']);
    const vary = reply.getHeader('vary');
    void reply
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('cache-control', headers.cacheControl)
      .header('etag', this.etagFor(coding))
      .header('last-modified', this.lastModified.toUTCString());
    if (this.matches(request)) return reply.code(304).send();
    void reply.type(headers.contentType);
    if (!coding) return reply.send(this.body);
    const body = await this.encodedAs(coding);
    return reply.header('content-encoding', coding).send(body);
  }
}
