import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top, as in any multi-page store (query changes keep the scroll). */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
