/**
 * Issue 10, defect 6 (image part): `q` and odd widths of GET /images/products/{id} were part of
 * the render cache key, so a caller could make the server rasterise thousands of variants at
 * ~3 s each. Only spec section 9's variants are rendered now; other values are snapped to them.
 */
import { readdir } from 'node:fs/promises';
import { IMAGE_WIDTHS } from '@store/contracts';
import { snapImageQuality, snapImageWidth } from '../src/images/image-variants.js';
import { webpWidth } from './support/webp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Files rendered so far for one product: one per render, named `<id>-w<width>-q<quality>-<hash>.webp`. */
async function renderedFiles(productId: number): Promise<string[]> {
  return (await readdir(t.imageCacheDir)).filter((file) => file.startsWith(`${String(productId)}-`)).sort();
}

describe('image variants', () => {
  it('renders every quality of a width once, as the same bytes at quality 75', async () => {
    const qualities = [1, 2, 10, 40, 74, 75, 76, 90, 99, 100];
    const bodies: Buffer[] = [];
    for (const q of qualities) {
      const response = await t.app.inject({ url: `/images/products/3?w=350&q=${String(q)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      bodies.push(response.rawPayload);
    }
    for (const body of bodies) expect(body.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    const files = await renderedFiles(3);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^3-w350-q75-[0-9a-f]{10}\.webp$/);
  });

  it('snaps other widths up to the next allowed one instead of refusing an old URL', async () => {
    const snapped: Array<[requested: number, width: number]> = [
      [1, 350],
      [200, 350],
      [351, 640],
      [500, 640],
      [641, 750],
    ];
    for (const [requested, width] of snapped) {
      const response = await t.app.inject({ url: `/images/products/4?w=${String(requested)}&q=60` });
      expect(response.statusCode).toBe(200);
      expect(webpWidth(response.rawPayload)).toBe(width);
    }
    const same = await t.app.inject({ url: '/images/products/4?w=640&q=75' });
    const odd = await t.app.inject({ url: '/images/products/4?w=600&q=31' });
    expect(odd.rawPayload.equals(same.rawPayload)).toBe(true);
    expect(await renderedFiles(4)).toEqual([
      expect.stringMatching(/^4-w350-q75-/),
      expect.stringMatching(/^4-w640-q75-/),
      expect.stringMatching(/^4-w750-q75-/),
    ]);
  });

  it('keeps the number of distinct renders of a product at most the number of allowed widths', async () => {
    // Many URLs, few and cheap variants (the small widths keep the test fast).
    const requests: string[] = [];
    for (let w = 300; w <= 750; w += 19) {
      for (const q of [5, 50, 75, 95]) requests.push(`/images/products/5?w=${String(w)}&q=${String(q)}`);
    }
    for (const url of requests) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const files = await renderedFiles(5);
    expect(requests.length).toBeGreaterThan(80);
    expect(files).toHaveLength(3);
    expect(files.length).toBeLessThanOrEqual(IMAGE_WIDTHS.length);
  });

  it('still refuses a quality outside 1..100 (never a valid URL)', async () => {
    for (const q of [0, 101]) {
      expect((await t.app.inject({ url: `/images/products/1?w=640&q=${String(q)}` })).statusCode).toBe(400);
    }
  });

  it('maps every integer to an allowed width and the one allowed quality', () => {
    for (const width of [0, 1, 349, 350, 2049, 3840, 3841, 100000]) {
      expect(IMAGE_WIDTHS).toContain(snapImageWidth(width));
    }
    expect(snapImageWidth(100000)).toBe(3840);
    expect(snapImageWidth(1921)).toBe(2048);
    for (const quality of [1, 50, 75, 100]) expect(snapImageQuality(quality)).toBe(75);
  });
});
