import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import type { Place, PlacesQuery } from '@store/contracts';
import { failureMessage } from '../data/store-base-query';
import type { ApiCall } from '../data/store-base-query';

/**
 * Honduras' departments and municipalities as every address form offers them (the checkout's
 * 'Envío', the portal's address book). Each app keeps `GET /places` in its own RTK Query api;
 * these helpers turn that one query hook into the lists the selects show.
 */

/** The store ships inside Honduras only (api/docs/catalog-extras.md: one country, code 'HN'). */
const COUNTRY_CODE = 'HN';

/** `GET /places` levels: without filters the countries, then a country's departments, then a department's municipalities. */
export interface PlacesFilter {
  countryId?: number;
  parentZoneId?: number;
}

/** `GET /places` for one level: only active places (`status` 1), alphabetical in Spanish (the API sorts them). */
export function placesCall(filter: PlacesFilter): ApiCall {
  const query: PlacesQuery = {
    'filter[status]': 1,
    'filter[country_id]': filter.countryId,
    'filter[parent_zone_id]': filter.parentZoneId,
  };
  return { url: '/places', query };
}

export interface PlaceList {
  places: Place[];
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/** The departments, and the country they belong to (null until it is known). */
export interface DepartmentList extends PlaceList {
  countryId: number | null;
}

/** What a list needs of an app's `useGetPlacesQuery` result. */
export interface PlacesQueryResult {
  currentData?: Place[] | undefined;
  isUninitialized: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** An app's RTK Query hook for `GET /places` (its endpoint's query is `placesCall`). */
export type UsePlacesQuery = (filter: PlacesFilter | SkipToken) => PlacesQueryResult;

/** Stable while nothing is loaded, so forms built from a list do not start over on each render. */
const NO_PLACES: Place[] = [];

/**
 * A place list as the selects show it. Only the list of the current choice counts
 * (`currentData`): a list loaded for another department is never shown for this one.
 */
function placeList(result: PlacesQueryResult): PlaceList {
  return {
    places: result.currentData ?? NO_PLACES,
    loading: !result.isUninitialized && !result.currentData && !result.isError,
    error: result.isError ? failureMessage(result.error) : null,
    retry: () => void result.refetch(),
  };
}

/** The department and municipality list hooks over one app's `GET /places` query hook. */
export function placeListHooks(usePlacesQuery: UsePlacesQuery) {
  /** Honduras' departments (the country is looked up by its code, not assumed to be id 1). */
  function useDepartments(): DepartmentList {
    const countries = usePlacesQuery({});
    const country =
      countries.currentData?.find((place) => place.code === COUNTRY_CODE) ?? countries.currentData?.[0];
    const departments = usePlacesQuery(country ? { countryId: country.id } : skipToken);
    if (!countries.currentData || !country) {
      // Without a country there is nothing to ship to: an empty list, not an endless "Cargando…".
      return { ...placeList(countries), places: NO_PLACES, countryId: null };
    }
    return { ...placeList(departments), countryId: country.id };
  }

  /** The municipalities of one department (GET /places cascading by `parent_zone_id`). */
  function useMunicipalities(countryId: number | null, departmentId: number | null): PlaceList {
    return placeList(
      usePlacesQuery(
        countryId !== null && departmentId !== null ? { countryId, parentZoneId: departmentId } : skipToken,
      ),
    );
  }

  return { useDepartments, useMunicipalities };
}
