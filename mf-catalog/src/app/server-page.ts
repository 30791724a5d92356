import type { PreparedServerPage } from '@store/app-kit';
import { prepareQueryPage } from '@store/remote-kit';
import { catalogApi } from './catalog-api';
import { makeStore, type AppStore } from './store';

/**
 * Server rendering of a catalog page (the `prepareServerPage` each exposed page exports): a store
 * for this request only, the page's queries run on it (`load` answers the HTTP status), and the
 * cache the browser's store starts from.
 */
export function prepareCatalogPage(load: (store: AppStore) => Promise<number>): Promise<PreparedServerPage> {
  return prepareQueryPage(makeStore(undefined, { server: true }), catalogApi, load);
}
