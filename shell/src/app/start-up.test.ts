import { PRIORITY_IMAGE_TIMING } from '@store/app-kit';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, whenDocumentParsed, yieldToBrowser } from './start-up';

type ObserverCallback = (list: { getEntries(): unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver that reports paints when told. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'element'];
  static instances: FakePaintObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(readonly callback: ObserverCallback) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(entry: { name?: string; identifier?: string }) {
    this.callback({ getEntries: () => [entry] });
  }
  static watching(type: string): FakePaintObserver | undefined {
    return FakePaintObserver.instances.find((observer) =>
      observer.observed.some((options) => (options as { type: string }).type === type),
    );
  }
}

const realObserver = globalThis.PerformanceObserver;

function serverRendered(markup: string | null) {
  document.body.innerHTML = markup === null ? '' : `<div id="root">${markup}</div>`;
}

/** Whether the promise has settled after pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    FakePaintObserver.instances = [];
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    jest.useFakeTimers();
  });
  afterEach(() => {
    globalThis.PerformanceObserver = realObserver;
    jest.useRealTimers();
  });

  it('waits for the first contentful paint of the server-rendered page', async () => {
    serverRendered('<main><h1>Laptops</h1></main>');
    const painted = afterFirstPaint();
    const observer = FakePaintObserver.watching('paint');
    expect(observer?.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(FakePaintObserver.watching('element')).toBeUndefined();
    observer?.report({ name: 'first-paint' });
    expect(await settled(painted)).toBe(false);
    observer?.report({ name: 'first-contentful-paint' });
    expect(await settled(painted)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('on a page whose largest paint is an image, waits until that image has painted too', async () => {
    serverRendered(
      `<main><h1>Laptops</h1><img src="/58.jpg" alt="" elementtiming="${PRIORITY_IMAGE_TIMING}"></main>`,
    );
    const painted = afterFirstPaint();
    FakePaintObserver.watching('paint')?.report({ name: 'first-contentful-paint' });
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.watching('element')?.report({ identifier: 'otra-imagen' });
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.watching('element')?.report({ identifier: PRIORITY_IMAGE_TIMING });
    expect(await settled(painted)).toBe(true);
    expect(FakePaintObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('an image that fails to load does not hold the start back', async () => {
    serverRendered(
      `<main><h1>Laptops</h1><img src="/rota.jpg" alt="" elementtiming="${PRIORITY_IMAGE_TIMING}"></main>`,
    );
    const painted = afterFirstPaint();
    FakePaintObserver.watching('paint')?.report({ name: 'first-contentful-paint' });
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait when the page has nothing server-rendered (it paints once the app renders)', async () => {
    serverRendered('');
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(FakePaintObserver.instances).toHaveLength(0);
  });

  it('does not wait without paint timing', async () => {
    serverRendered('<main>x</main>');
    FakePaintObserver.supportedEntryTypes = [];
    try {
      expect(await settled(afterFirstPaint())).toBe(true);
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint', 'element'];
    }
  });

  it('starts anyway when the tab is hidden or the paint is never reported', async () => {
    serverRendered('<main>x</main>');
    const hidden = afterFirstPaint();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(hidden)).toBe(true);

    const silent = afterFirstPaint();
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(silent)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(silent)).toBe(true);
  });
});

describe('whenDocumentParsed', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for DOMContentLoaded while the page is still being parsed', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    const parsed = whenDocumentParsed();
    expect(await settled(parsed)).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(await settled(parsed)).toBe(true);
  });

  it('resolves at once once the page is parsed', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    expect(await settled(whenDocumentParsed())).toBe(true);
  });
});

describe('yieldToBrowser', () => {
  it('resumes in a later task, not in the same one', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'after yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    try {
      await yieldToBrowser();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
