import { useEffect } from 'react';
import type { SiteSearchResult } from '@store/contracts';
import { ABORTED_CODE, isApiFailure } from '@store/remote-kit';
import { useLazySiteSearchQuery } from './search-preview-api';
import { SEARCH_PREVIEW_SIZE, searchPreviewBody } from './site-search';

/** Waits for a pause in typing so a fast typist sends one request, not one per key. */
export const SEARCH_PREVIEW_DEBOUNCE_MS = 250;

export type SearchPreviewState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'succeeded'; query: string; results: SiteSearchResult[] }
  | { status: 'failed'; query: string };

/**
 * Live results for `query` (trimmed), through RTK Query: debounced, and every change or unmount
 * aborts the request in flight. RTK Query itself would only drop its subscription to a
 * superseded request and let it run to the end, so the abort is done here, with the promise the
 * lazy trigger returns.
 */
export function useSearchPreview(query: string, delayMs = SEARCH_PREVIEW_DEBOUNCE_MS): SearchPreviewState {
  const text = query.trim();
  const [search, result] = useLazySiteSearchQuery();

  useEffect(() => {
    if (text === '') return;
    let request: ReturnType<typeof search> | undefined;
    const timer = setTimeout(() => {
      request = search(searchPreviewBody(text));
    }, delayMs);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [text, delayMs, search]);

  if (text === '') return { status: 'idle' };
  // Loading is derived: whatever settled for another query (the last one asked) is not shown.
  const asked = result.originalArgs?.query === searchPreviewBody(text).query;
  // An aborted request is not a failure: a newer query (or nothing) replaced it.
  if (asked && result.isError && isApiFailure(result.error) && result.error.code !== ABORTED_CODE) {
    return { status: 'failed', query: text };
  }
  if (asked && !result.isError && result.currentData) {
    // The preview has room for six rows whatever the server answers.
    return {
      status: 'succeeded',
      query: text,
      results: result.currentData.results.slice(0, SEARCH_PREVIEW_SIZE),
    };
  }
  return { status: 'loading', query: text };
}
