import { PRIORITY_IMAGE_TIMING } from '@store/app-kit';

/** An Element Timing entry (not in TypeScript's DOM library yet): the painted element's name. */
type ElementTimingEntry = PerformanceEntry & { readonly identifier?: string };

/**
 * Resolves once the whole HTML is parsed (DOMContentLoaded), at once if it already is. The entry
 * script is `async` (tooling's webpack-app.mjs, `asyncEntry`): its evaluation, the federation
 * runtime's start, is then a task of its own instead of sharing one with the parser's last chunk
 * and the layout that follows, and it may even run before the page is parsed. What start-up reads
 * (#root, the run-time configuration, the server's state) is at the end of the page.
 */
export function whenDocumentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/** Longest wait for the first paint, should the browser never report it. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has painted the server's HTML: its first contentful paint and, when
 * the page names its largest image (`elementtiming`, PRIORITY_IMAGE_TIMING), that image too. The
 * app's code is then fetched and run after the page is on screen, never before it: on a phone,
 * the first view is not held back by the JavaScript that makes it interactive.
 *
 * Resolves at once where waiting makes no sense: a page with nothing server-rendered in #root
 * (it paints only once the app renders), a hidden tab (it does not paint), or a browser without
 * paint timing. Without Element Timing (Firefox, Safari) or when the image fails, the first paint
 * is enough. Performance Observers rather than animation frames or timers: the browser reports the
 * paint itself, and a page whose timers are paused (a test's fake clock) still starts.
 */
export function afterFirstPaint(): Promise<void> {
  const rendered = document.getElementById('root')?.firstElementChild != null;
  const entryTypes = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
  if (!rendered || !entryTypes.includes('paint') || document.visibilityState !== 'visible')
    return Promise.resolve();
  const image = entryTypes.includes('element')
    ? document.querySelector<HTMLImageElement>(`#root img[elementtiming="${PRIORITY_IMAGE_TIMING}"]`)
    : null;
  return new Promise((resolve) => {
    let painted = false;
    let imageShown = image === null;
    const observers: PerformanceObserver[] = [];
    const done = () => {
      for (const observer of observers) observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      image?.removeEventListener('error', imageFailed);
      clearTimeout(timer);
      resolve();
    };
    // Before the observers: `done` clears it, and any observer may call `done`.
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    const check = () => {
      if (painted && imageShown) done();
    };
    function imageFailed() {
      imageShown = true;
      check();
    }
    const watch = (type: string, seen: (entries: PerformanceEntryList) => void) => {
      const observer = new PerformanceObserver((list) => {
        seen(list.getEntries());
        check();
      });
      observer.observe({ type, buffered: true });
      observers.push(observer);
    };
    watch('paint', (entries) => {
      if (entries.some((entry) => entry.name === 'first-contentful-paint')) painted = true;
    });
    if (image) {
      watch('element', (entries) => {
        const named = entries as readonly ElementTimingEntry[];
        if (named.some((entry) => entry.identifier === PRIORITY_IMAGE_TIMING)) imageShown = true;
      });
      image.addEventListener('error', imageFailed);
    }
    document.addEventListener('visibilitychange', done);
  });
}

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between: start-up runs as several short tasks instead of one long one. `scheduler.yield()`
 * where the browser has it (the continuation keeps its place in the queue), a message otherwise:
 * not a timer, so a page whose timers are paused (a test's fake clock) still starts.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // Without MessageChannel (old engines, jsdom) a timer is the next task.
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
