import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true): what sits
 * below the fold is asked for only when the shopper scrolls toward it. Without
 * IntersectionObserver (old browsers, tests) it is true right after the first render.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
