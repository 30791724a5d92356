import type { PreparedServerPage } from '@store/app-kit';
import { catalogApi } from './catalog-api';
import type { CatalogServerState } from './server-state-action';
import { makeStore, type AppStore } from './store';

/**
 * Server rendering of a catalog page (the `prepareServerPage` each exposed page exports): a store
 * for this request only, the page's queries run on it, and what the browser's store starts from.
 * `load` starts the page's queries and answers the HTTP status (404 when the subject is missing).
 */
export async function prepareCatalogPage(
  load: (store: AppStore) => Promise<number>,
): Promise<PreparedServerPage> {
  const store = makeStore(undefined, { server: true });
  const status = await load(store);
  await Promise.all(store.dispatch(catalogApi.util.getRunningQueriesThunk()));
  const state: CatalogServerState = { catalogApi: store.getState()[catalogApi.reducerPath] };
  return { props: { store }, state, status };
}
