import { useEffect, useState } from 'react';
import { fetchSearchPreview, type SiteSearchResult } from './site-search';

/** Waits for a pause in typing so a fast typist sends one request, not one per key. */
export const SEARCH_PREVIEW_DEBOUNCE_MS = 250;

export type SearchPreviewState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'succeeded'; query: string; results: SiteSearchResult[] }
  | { status: 'failed'; query: string };

type Settled = Extract<SearchPreviewState, { status: 'succeeded' | 'failed' }>;

/**
 * Live results for `query` (trimmed): debounced, and every change or unmount aborts the
 * request in flight, so an older, slower answer can never replace a newer one.
 */
export function useSearchPreview(query: string, delayMs = SEARCH_PREVIEW_DEBOUNCE_MS): SearchPreviewState {
  const text = query.trim();
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (text === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchPreview(text, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setSettled({ status: 'succeeded', query: text, results });
        },
        () => {
          // An aborted request is not a failure: a newer query (or nothing) replaced it.
          if (!controller.signal.aborted) setSettled({ status: 'failed', query: text });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, delayMs]);

  if (text === '') return { status: 'idle' };
  // Loading is derived rather than stored: whatever settled for another query is not shown.
  if (settled?.query !== text) return { status: 'loading', query: text };
  return settled;
}
