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
    (module) => module.default as SharpFactory,
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
 */
export class ProductImageRenderer {
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(
    private readonly cacheDir: string | undefined,
    private readonly loadRasteriser: () => Promise<SharpFactory | null> = loadSharp,
  ) {}

  async render(
    input: IllustrationInput,
    requestedWidth: number,
    requestedQuality: number,
  ): Promise<RenderedImage> {
    const { width, quality } = snapImageVariant(requestedWidth, requestedQuality);
    const svg = productIllustrationSvg(input);
    const sharp = await this.loadRasteriser();
    if (!sharp) return { body: Buffer.from(svg), contentType: 'image/svg+xml' };

    const version = createHash('sha1').update(svg).digest('hex').slice(0, 10);
    const key = `${input.id}-w${width}-q${quality}-${version}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const job = this.renderCached(sharp, svg, key, width, quality).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async renderCached(
    sharp: SharpFactory,
    svg: string,
    key: string,
    width: number,
    quality: number,
  ): Promise<RenderedImage> {
    const file = this.cacheDir ? join(this.cacheDir, `${key}.webp`) : undefined;
    if (file) {
      const cached = await readFile(file).catch(() => null);
      if (cached) return { body: cached, contentType: 'image/webp' };
    }
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
