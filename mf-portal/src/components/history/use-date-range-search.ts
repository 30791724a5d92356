import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromSearch, rangeSearch, type DateRange } from './date-range';

export interface DateRangeSearch {
  /** The range the page shows: the URL's, or the default last twelve months. */
  range: DateRange;
  /** `?desde=…&hasta=…` of that range, for links that come back to it. */
  search: string;
  /** A new range becomes a new history entry, so Back returns to the previous one. */
  changeRange: (next: DateRange) => void;
}

/** The history pages' range, kept in the URL (?desde=&hasta=) so Back and reload keep it. */
export function useDateRangeSearch(): DateRangeSearch {
  const [params, setParams] = useSearchParams();
  // One "today" per visit: the default range must not move while the page is open.
  const [now] = useState(() => new Date());
  const range = useMemo(() => rangeFromSearch(params, now), [params, now]);
  const changeRange = useCallback(
    (next: DateRange) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('desde', next.desde);
        updated.set('hasta', next.hasta);
        return updated;
      });
    },
    [setParams],
  );
  return { range, search: rangeSearch(range), changeRange };
}
