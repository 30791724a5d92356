import { readdir } from 'node:fs/promises';
import type { ErrorBody } from '../src/http/errors.js';
import { ProductImageRenderer } from '../src/images/image-renderer.js';
import { productIllustrationSvg } from '../src/images/product-illustration.js';
import { webpWidth } from './support/webp.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /images/products/{id}', () => {
  it('renders a cacheable WebP at the requested width', async () => {
    const response = await t.app.inject({ url: '/images/products/1?w=350&q=75' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = response.rawPayload;
    expect(body.toString('ascii', 0, 4)).toBe('RIFF');
    expect(body.toString('ascii', 8, 12)).toBe('WEBP');
    expect(webpWidth(body)).toBe(350);
  });

  it('keeps rendered files on disk and serves the same bytes again', async () => {
    const first = await t.app.inject({ url: '/images/products/2?w=640' });
    const files = await readdir(t.imageCacheDir);
    expect(files.some((file) => file.startsWith('2-w640-q75-'))).toBe(true);
    const second = await t.app.inject({ url: '/images/products/2?w=640' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('snaps a width outside the supported sizes up to the next one (see image-variants.test.ts)', async () => {
    const response = await t.app.inject({ url: '/images/products/1?w=500' });
    expect(response.statusCode).toBe(200);
    expect(webpWidth(response.rawPayload)).toBe(640);
  });

  it('rejects a quality outside 1..100 and an unknown product', async () => {
    expect((await t.app.inject({ url: '/images/products/1?w=640&q=0' })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: '/images/products/999999?w=640' });
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).message).toBe('Producto no encontrado');
  });
});

describe('product illustration', () => {
  const input = {
    id: 7,
    brand: 'Fortinet',
    model: 'FortiGate <60F> & co',
    categorySlug: 'cortafuegos-firewall',
  };

  it('is deterministic and escapes text', () => {
    const svg = productIllustrationSvg(input);
    expect(productIllustrationSvg(input)).toBe(svg);
    expect(svg).toContain('FortiGate &#60;60F&#62; &#38; co');
    expect(svg).toContain('#DA291C');
  });

  it('falls back to SVG when sharp cannot be loaded, so there is never a broken image', async () => {
    const renderer = new ProductImageRenderer(undefined, async () => null);
    const image = await renderer.render(input, 640, 75);
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.body.toString()).toMatch(/^<svg /);
  });
});
