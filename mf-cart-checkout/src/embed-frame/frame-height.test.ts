import { watchContentHeight } from './frame-height';

describe('watchContentHeight', () => {
  let height = 0;
  let onResize: (() => void) | undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    height = 640;
    Object.defineProperty(document.body, 'scrollHeight', { configurable: true, get: () => height });
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        onResize = callback;
      }
      observe = jest.fn();
      unobserve = jest.fn();
      disconnect = disconnect;
    } as unknown as typeof ResizeObserver;
  });

  afterEach(() => {
    Reflect.deleteProperty(document.body, 'scrollHeight');
    Reflect.deleteProperty(window, 'ResizeObserver');
  });

  it('reports the height now, then each new height once (shrinking too), until stopped', () => {
    const heights: number[] = [];
    const stop = watchContentHeight(document, (value) => heights.push(value));
    height = 980;
    onResize?.();
    onResize?.();
    height = 512.4;
    onResize?.();
    expect(heights).toEqual([640, 980, 513]);
    stop();
    expect(disconnect).toHaveBeenCalled();
  });
});
