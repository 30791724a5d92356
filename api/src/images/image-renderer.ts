import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import {
  ILLUSTRATION_WIDTH,
  productIllustrationSvg,
  type IllustrationInput,
} from './product-illustration.js';
import { snapImageVariant } from './image-variants.js';
import { RenderQueue } from './render-queue.js';

export interface RenderedImage {
  body: Buffer;
  contentType: 'image/webp' | 'image/svg+xml';
}

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

let sharpLoading: Promise<SharpFactory | null> | undefined;

/**
 * sharp ships a native binary; if it cannot load on some machine the shop must still show
 * images, so callers fall back to the SVG instead of failing.
 */
function loadSharp(): Promise<SharpFactory | null> {
  sharpLoading ??= import('sharp').then(
    (module) => {
      // One libvips thread per image (sharp's default is one per core on some builds): with the
      // render queue's limit, renders then take at most that many cores (render-queue.ts).
      module.default.concurrency(1);
      return module.default;
    },
    (error: unknown) => {
      console.warn('sharp no está disponible; se servirán imágenes SVG', error);
      return null;
    },
  );
  return sharpLoading;
}

/**
 * Renders product illustrations to WebP and keeps them on disk, so each (product, width,
 * quality) is rasterised once. Width and quality are snapped to the allowed variants
 * (image-variants.ts) before anything else, so the cache key, the file name and the work done
 * only ever use allowed values, whatever the caller passed. The file name carries a hash of the
 * SVG: when a product's name or brand changes, a new file is made instead of serving a stale one.
 *
 * A variant on disk is read and returned at once; only a real render waits in the render queue
 * (render-queue.ts), counted against the client that asked for it. Callers asking for a variant
 * that is already being rendered share that render.
 */
export class ProductImageRenderer {
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(
    private readonly cacheDir: string | undefined,
    private readonly queue: RenderQueue = new RenderQueue(),
    private readonly loadRasteriser: () => Promise<SharpFactory | null> = loadSharp,
  ) {}

  /**
   * The image of one product at an allowed variant. `client` is who asked (the request's client
   * address): the queue's per-client limit counts on it. Throws the queue's 429 or 503 when an
   * uncached render is refused.
   */
  async render(
    input: IllustrationInput,
    requestedWidth: number,
    requestedQuality: number,
    client: string,
  ): Promise<RenderedImage> {
    const { width, quality } = snapImageVariant(requestedWidth, requestedQuality);
    const svg = productIllustrationSvg(input);
    const sharp = await this.loadRasteriser();
    if (!sharp) return { body: Buffer.from(svg), contentType: 'image/svg+xml' };

    const version = createHash('sha1').update(svg).digest('hex').slice(0, 10);
    const key = `${input.id}-w${width}-q${quality}-${version}`;
    const file = this.cacheDir ? join(this.cacheDir, `${key}.webp`) : undefined;
    const cached = file ? await readFile(file).catch(() => null) : null;
    if (cached) return { body: cached, contentType: 'image/webp' };

    const pending = this.inFlight.get(key);
    if (pending) return pending;
    // `run` throws synchronously when it refuses, so a refused render is never left in `inFlight`
    // for another client to share.
    const job = this.queue
      .run(client, () => this.rasterise(sharp, svg, file, width, quality))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async rasterise(
    sharp: SharpFactory,
    svg: string,
    file: string | undefined,
    width: number,
    quality: number,
  ): Promise<RenderedImage> {
    let body: Buffer;
    try {
      // Rasterise the vector at the target density instead of scaling a small bitmap up.
      body = await sharp(Buffer.from(svg), { density: (72 * width) / ILLUSTRATION_WIDTH })
        .resize({ width })
        .webp({ quality })
        .toBuffer();
    } catch (error) {
      console.warn('No se pudo rasterizar la imagen; se sirve SVG', error);
      return { body: Buffer.from(svg), contentType: 'image/svg+xml' };
    }
    if (file && this.cacheDir) {
      // Write then rename, so a concurrent reader never sees half a file.
      await mkdir(this.cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    }
    return { body, contentType: 'image/webp' };
  }
}
