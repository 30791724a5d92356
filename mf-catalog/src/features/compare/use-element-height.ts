import { useEffect, useState, type RefObject } from 'react';

/**
 * The rendered height of an element, kept up to date while it resizes (names wrapping on a
 * phone, a product added). Without ResizeObserver (old browsers, jsdom) the fallback stays.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setHeight(element.getBoundingClientRect().height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
