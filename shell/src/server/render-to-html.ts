import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * React 19's streaming renderer, collected once every boundary is ready: the critical CSS is
 * taken from the finished markup, and the data is already in the stores (fetched before), so
 * waiting for the whole tree costs milliseconds. Past `timeoutMs` the render is aborted: the
 * boundaries still pending go out as their fallbacks and the browser renders those parts.
 */
export function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        callback();
      },
    });
    sink.on('finish', () => resolve(html));
    sink.on('error', reject);
    const timer = setTimeout(
      () => stream.abort(new Error(`render: más de ${String(timeoutMs)} ms`)),
      timeoutMs,
    );
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in document order: a crawler without JavaScript reads the page, and
      // the largest paint needs no script (React would otherwise outline large boundaries).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A boundary that failed is rendered by the browser; the server only records why.
        console.error('[ssr] error al renderizar una parte de la página', error);
      },
    });
  });
}
