/**
 * The frame's content height, for the host to size the iframe (`resize`): no inner scrollbar.
 *
 * Measured on `<body>`, not `documentElement.scrollHeight`: inside an iframe the latter is never
 * less than the iframe's own height, so once grown the frame could never shrink back (a step
 * with a shorter form would leave a blank band under it).
 */
export function contentHeight(doc: Document): number {
  return Math.max(0, Math.ceil(doc.body.scrollHeight));
}

/**
 * Calls `onHeight` now and whenever the body's height changes (ResizeObserver), never twice
 * with the same value. Returns what stops watching. Without ResizeObserver (old browsers,
 * jsdom) only the first height is reported.
 */
export function watchContentHeight(doc: Document, onHeight: (height: number) => void): () => void {
  let last: number | null = null;
  const report = () => {
    const height = contentHeight(doc);
    if (height === last) return;
    last = height;
    onHeight(height);
  };
  report();
  const view = doc.defaultView;
  if (!view || typeof view.ResizeObserver !== 'function') return () => undefined;
  const observer = new view.ResizeObserver(report);
  observer.observe(doc.body);
  return () => observer.disconnect();
}
