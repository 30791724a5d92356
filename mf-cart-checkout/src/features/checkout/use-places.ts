import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Place } from '@store/contracts';
import { failureMessage } from '@store/remote-kit';
import { useGetPlacesQuery } from './checkout-api';

/** The store ships inside Honduras only (api/docs/catalog-extras.md: one country, code 'HN'). */
const COUNTRY_CODE = 'HN';

export interface PlaceList {
  places: Place[];
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/** Stable while nothing is loaded, so forms built from a list do not start over on each render. */
const NO_PLACES: Place[] = [];

/** What a list needs of a `useGetPlacesQuery` result. */
interface PlacesResult {
  currentData?: Place[] | undefined;
  isUninitialized: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A place list as the selects show it. Only the list of the current choice counts
 * (`currentData`): a list loaded for another department is never shown for this one.
 */
function placeList(result: PlacesResult): PlaceList {
  return {
    places: result.currentData ?? NO_PLACES,
    loading: !result.isUninitialized && !result.currentData && !result.isError,
    error: result.isError ? failureMessage(result.error) : null,
    retry: () => void result.refetch(),
  };
}

/** Honduras' departments (the country is looked up by its code, not assumed to be id 1). */
export function useDepartments(): PlaceList & { countryId: number | null } {
  const countries = useGetPlacesQuery({});
  const country =
    countries.currentData?.find((place) => place.code === COUNTRY_CODE) ?? countries.currentData?.[0];
  const departments = useGetPlacesQuery(country ? { countryId: country.id } : skipToken);
  if (!countries.currentData || !country) {
    // Without a country there is nothing to ship to: an empty list, not an endless "Cargando…".
    return { ...placeList(countries), places: NO_PLACES, countryId: null };
  }
  return { ...placeList(departments), countryId: country.id };
}

/** The municipalities of one department (GET /places cascading by `parent_zone_id`). */
export function useMunicipalities(countryId: number | null, departmentId: number | null): PlaceList {
  return placeList(
    useGetPlacesQuery(
      countryId !== null && departmentId !== null ? { countryId, parentZoneId: departmentId } : skipToken,
    ),
  );
}
