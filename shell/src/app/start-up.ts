/** Longest wait for the first paint, should the browser never report it. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has painted the server's HTML (its first contentful paint), so the
 * app's code is fetched and run after the page is on screen, never before it.
 *
 * Resolves at once where waiting makes no sense: a page with nothing server-rendered in #root
 * (it paints only once the app renders), a hidden tab (it does not paint), or a browser without
 * paint timing. A Performance Observer rather than animation frames or timers: the browser
 * reports the paint itself, and a page whose timers are paused (a test's fake clock) still starts.
 */
export function afterFirstPaint(): Promise<void> {
  const rendered = document.getElementById('root')?.firstElementChild != null;
  const canObserve =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!rendered || !canObserve || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', done);
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
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
