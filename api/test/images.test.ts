import { readdir } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorBody } from '../src/http/errors.js';
import { TooManyRequestsError } from '../src/http/rate-limit.js';
import { ProductImageRenderer } from '../src/images/image-renderer.js';
import { productIllustrationSvg } from '../src/images/product-illustration.js';
import {
  RENDER_QUEUE_MESSAGES,
  RenderQueue,
  defaultRenderQueueSettings,
  renderQueueSettingsFromEnv,
} from '../src/images/render-queue.js';
import { webpWidth } from './support/webp.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

/** One render at a time, 4 more waiting, 3 per client: small enough to fill in a test. */
const renderQueue = new RenderQueue({ concurrency: 1, maxWaiting: 4, perClient: 3 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ imageRenderQueue: renderQueue });
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
    const renderer = new ProductImageRenderer(undefined, new RenderQueue(), async () => null);
    const image = await renderer.render(input, 640, 75, '127.0.0.1');
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.body.toString()).toMatch(/^<svg /);
  });
});

/** A promise and the functions that settle it, for tasks the test finishes by hand. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Waits (polling, at most 5 s) until `condition` holds; the queue's counters are what is watched. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5000) throw new Error('condition not reached in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Takes the queue's only slot with a task of the test's own, so the app's renders must wait; returns its release. */
function holdTheSlot(): () => void {
  const gate = deferred();
  void renderQueue.run('test-holder', () => gate.promise);
  expect(renderQueue.running).toBe(1);
  return gate.resolve;
}

/** GET of a product image from one client address; `answered` collects each answer as it arrives. */
function image(
  productId: number,
  remoteAddress: string,
  answered: LightMyRequestResponse[] = [],
): Promise<LightMyRequestResponse> {
  return t.app
    .inject({ url: `/images/products/${String(productId)}?w=350`, remoteAddress })
    .then((response) => {
      answered.push(response);
      return response;
    });
}

const expectWebp = (response: LightMyRequestResponse): void => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
};

describe('image render queue (issue 33)', () => {
  afterEach(() => {
    // Every test gives its slot back; the queue never ran more renders than its one slot.
    expect(renderQueue.running).toBe(0);
    expect(renderQueue.waitingCount).toBe(0);
    expect(renderQueue.peakRunning).toBeLessThanOrEqual(1);
  });

  it("refuses one client's uncached renders past its limit with 429 and renders the rest; other routes are not kept waiting", async () => {
    const release = holdTheSlot();
    const answered: LightMyRequestResponse[] = [];
    const pending = [10, 11, 12, 13, 14, 15, 16, 17].map((id) => image(id, '198.51.100.7', answered));
    // Three wait for the slot; the other five are refused at once.
    await until(() => renderQueue.waitingCount === 3 && answered.length === 5);

    // While the client's renders wait, the API's other routes answer at once: nothing queued ahead.
    const product = await t.app.inject({ url: '/products/1', remoteAddress: '198.51.100.7' });
    expect(product.statusCode).toBe(200);
    const health = await t.app.inject({ url: '/health', remoteAddress: '198.51.100.8' });
    expect(health.statusCode).toBe(200);
    expect(renderQueue.waitingCount).toBe(3);
    expect(answered).toHaveLength(5);

    release();
    const responses = await Promise.all(pending);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
      expect(json<ErrorBody>(response)).toEqual({
        message: RENDER_QUEUE_MESSAGES.perClient,
        code: 'TOO_MANY_REQUESTS',
      });
    }
    const rendered = responses.filter((response) => response.statusCode !== 429);
    expect(rendered).toHaveLength(3);
    rendered.forEach(expectWebp);
  });

  it('answers 503 with Retry-After when every slot is busy and the shared queue is full', async () => {
    const release = holdTheSlot();
    const pending = [20, 21, 22, 23].map((id, index) => image(id, `203.0.113.${String(index + 1)}`));
    await until(() => renderQueue.waitingCount === 4);

    const refused = await image(24, '203.0.113.50');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(json<ErrorBody>(refused)).toEqual({ message: RENDER_QUEUE_MESSAGES.full, code: 'SERVER_BUSY' });

    release();
    (await Promise.all(pending)).forEach(expectWebp);
  });

  it('serves a variant already on disk without queueing it, even while the queue is full', async () => {
    expectWebp(await image(30, '198.51.100.20'));
    const release = holdTheSlot();
    try {
      expectWebp(await image(30, '198.51.100.21'));
      expect(renderQueue.waitingCount).toBe(0);
    } finally {
      release();
    }
  });

  it('renders a variant asked for by several clients at once once, taking one place in the queue', async () => {
    const release = holdTheSlot();
    const pending = ['198.51.100.30', '198.51.100.31', '198.51.100.32'].map((address) => image(31, address));
    await until(() => renderQueue.waitingCount === 1);
    // Give the other two requests time to reach the renderer: they join the waiting render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renderQueue.waitingCount).toBe(1);
    release();
    const responses = await Promise.all(pending);
    responses.forEach(expectWebp);
    expect(responses[1]?.rawPayload.equals(responses[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect((await readdir(t.imageCacheDir)).filter((file) => file.startsWith('31-'))).toHaveLength(1);
  });
});

describe('RenderQueue', () => {
  it('never runs more tasks than its concurrency, starting them in arrival order', async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaiting: 10, perClient: 10 });
    const tasks = Array.from({ length: 7 }, () => deferred());
    const started: number[] = [];
    const runs = tasks.map((task, index) =>
      queue.run(`client-${String(index % 3)}`, async () => {
        started.push(index);
        expect(queue.running).toBeLessThanOrEqual(2);
        await task.promise;
        return index;
      }),
    );
    const results = Promise.allSettled(runs);
    await until(() => started.length === 2);
    expect(queue.waitingCount).toBe(5);
    // A failed task frees its slot like a finished one.
    tasks[0]?.reject(new Error('falló'));
    for (const task of tasks.slice(1)) {
      task.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(queue.running).toBeLessThanOrEqual(2);
    }
    const outcomes = await results;
    expect(outcomes[0]?.status).toBe('rejected');
    expect(outcomes.slice(1).map((result) => (result.status === 'fulfilled' ? result.value : -1))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.peakRunning).toBe(2);
    expect(queue.running).toBe(0);
  });

  it("gives a free slot to the clients in turn: one client's many renders do not hold back another's", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 20, perClient: 20 });
    const gate = deferred();
    const started: string[] = [];
    const runs = [
      queue.run('flood', () => gate.promise),
      ...Array.from({ length: 5 }, (_, index) =>
        queue.run('flood', async () => {
          started.push(`flood-${String(index)}`);
        }),
      ),
      queue.run('shopper', async () => {
        started.push('shopper');
      }),
      queue.run('flood', async () => {
        started.push('flood-5');
      }),
    ];
    expect(queue.waitingCount).toBe(7);
    gate.resolve();
    await Promise.all(runs);
    // The shopper, who asked after five of the flood's renders, is served right after the first.
    expect(started).toEqual(['flood-0', 'shopper', 'flood-1', 'flood-2', 'flood-3', 'flood-4', 'flood-5']);
    expect(queue.waitingCount).toBe(0);
    expect(queue.running).toBe(0);
  });

  it("counts a client's tasks until they finish, refusing at once (not by rejection) past its limit", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 10, perClient: 2 });
    const first = deferred();
    const runs = [queue.run('a', () => first.promise), queue.run('a', async () => undefined)];
    expect(() => queue.run('a', async () => undefined)).toThrow(TooManyRequestsError);
    const other = queue.run('b', async () => 'b');
    first.resolve();
    await Promise.all(runs);
    expect(await other).toBe('b');
    await expect(queue.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('takes half the cores by default and its limits from IMAGE_RENDER_*', () => {
    expect(defaultRenderQueueSettings(2)).toEqual({ concurrency: 1, maxWaiting: 96, perClient: 24 });
    expect(defaultRenderQueueSettings(1).concurrency).toBe(1);
    expect(defaultRenderQueueSettings(8).concurrency).toBe(4);
    expect(
      renderQueueSettingsFromEnv({
        IMAGE_RENDER_CONCURRENCY: '2',
        IMAGE_RENDER_QUEUE_LIMIT: '8',
        IMAGE_RENDER_PER_CLIENT: '4',
      }),
    ).toEqual({ concurrency: 2, maxWaiting: 8, perClient: 4 });
    expect(() => renderQueueSettingsFromEnv({ IMAGE_RENDER_CONCURRENCY: '0' })).toThrow(
      /IMAGE_RENDER_CONCURRENCY/,
    );
  });
});
