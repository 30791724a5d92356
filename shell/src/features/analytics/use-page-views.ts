import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackAnalytics } from '@store/app-kit';

/** Delay that lets the page set its document title before the view is recorded. */
export const PAGE_VIEW_DELAY_MS = 300;

/**
 * Sends a GA4 `page_view` for every route the shopper sees (the single-page app has no page
 * loads for the tag to notice). Silent while analytics is off (app-kit decides from the run-time configuration).
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      trackAnalytics({
        name: 'page_view',
        params: {
          page_location: window.location.href,
          page_path: `${pathname}${search}`,
          page_title: document.title,
        },
      });
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}
