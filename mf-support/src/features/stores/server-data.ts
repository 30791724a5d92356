import type { AppStore } from '../../app/store';
import { storesApi } from './stores-api';

/** The stores list the server renders '/ubicanos' with (StoresPage's own query). */
export async function loadStoresPage(store: AppStore): Promise<number> {
  await store.dispatch(storesApi.endpoints.getStores.initiate(undefined));
  return 200;
}
