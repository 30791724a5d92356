import { useCallback, useEffect, useState } from 'react';
import { fetchPlaces, toFailure } from './checkout-api';
import type { Place } from './checkout-types';

/** The store ships inside Honduras only (api/docs/catalogue-extras.md: one country, code 'HN'). */
const COUNTRY_CODE = 'HN';

export interface PlaceList {
  places: Place[];
  loading: boolean;
  error: string | null;
  retry: () => void;
}

interface Loaded {
  /** What the list was loaded for, so a stale list is never shown for a new choice. */
  key: string;
  places: Place[];
  error: string | null;
}

/**
 * Loads a list of places for `key` (null: nothing to load) and drops answers that arrive
 * after the key changed. `load` must only depend on what `key` encodes.
 */
function usePlaceList(key: string | null, load: (signal: AbortSignal) => Promise<Place[]>): PlaceList {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (places) => setLoaded({ key, places, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, places: [], error: toFailure(error).message });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; what it loads is fully described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((value) => value + 1);
  }, []);
  const current = key !== null && loaded?.key === key ? loaded : null;
  return {
    places: current?.places ?? [],
    loading: key !== null && current === null,
    error: current?.error ?? null,
    retry,
  };
}

/** Honduras' departments (the country is looked up by its code, not assumed to be id 1). */
export function useDepartments(): PlaceList & { countryId: number | null } {
  const [countryId, setCountryId] = useState<number | null>(null);
  const list = usePlaceList('departments', async (signal) => {
    const countries = await fetchPlaces({}, signal);
    const country = countries.find((place) => place.code === COUNTRY_CODE) ?? countries[0];
    if (!country) return [];
    setCountryId(country.id);
    return fetchPlaces({ countryId: country.id }, signal);
  });
  return { ...list, countryId };
}

/** The municipalities of one department (GET /places cascading by `parent_zone_id`). */
export function useMunicipalities(countryId: number | null, departmentId: number | null): PlaceList {
  return usePlaceList(
    countryId !== null && departmentId !== null ? `${String(countryId)}/${String(departmentId)}` : null,
    (signal) =>
      fetchPlaces({ countryId: countryId ?? undefined, parentZoneId: departmentId ?? undefined }, signal),
  );
}
