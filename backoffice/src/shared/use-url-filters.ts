import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's filters, sort and page, kept in the URL's search params: a list can be bookmarked,
 * shared with a colleague and reloaded, and Back undoes a filter. `keys` are the API's own query
 * names (so the URL reads like the API call); empty values are left out of the URL. The sort is
 * the API's `sort` too (`?sort=-total`; contracts' SortQuery), read and checked by each page.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[], defaultPerPage = 25) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const values: Partial<Record<Key, string>> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value) values[key] = value;
    }
    return values;
    // `keys` is a constant list per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const page = positive(params.get('page'), 1);
  const perPage = positive(params.get('per-page'), defaultPerPage);
  const sort = params.get('sort') ?? undefined;

  /** Changes some filters; the list starts again at its first page. */
  const setFilters = useCallback(
    (changes: Partial<Record<Key, string | undefined>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          if (value === undefined || value.trim() === '') next.delete(key);
          else next.set(key, value.trim());
        }
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number, nextPerPage: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        if (nextPerPage === defaultPerPage) next.delete('per-page');
        else next.set('per-page', String(nextPerPage));
        return next;
      });
    },
    [setParams, defaultPerPage],
  );

  /** Sorts by another column (undefined: the list's own order); back to the first page. */
  const setSort = useCallback(
    (value: string | undefined) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete('sort');
        else next.set('sort', value);
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return { filters, page, perPage, sort, setFilters, setPage, setSort };
}

function positive(raw: string | null, fallback: number): number {
  const value = raw ? Number.parseInt(raw, 10) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
