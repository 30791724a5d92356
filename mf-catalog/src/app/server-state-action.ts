import { createAction } from '@reduxjs/toolkit';

/** The slices a server-rendered catalog page hands to the browser's store. */
export interface CatalogServerState {
  /** RTK Query's cache: the page's data, fetched once, on the server. */
  readonly catalogApi?: unknown;
}

/**
 * Dispatched once when the browser's store is built on a server-rendered page. RTK Query takes
 * its part through `extractRehydrationInfo` (catalog-api.ts).
 */
export const serverStateHydrated = createAction<CatalogServerState>('catalog/serverStateHydrated');
