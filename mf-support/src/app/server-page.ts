import type { PreparedServerPage } from '@store/app-kit';
import { prepareQueryPage } from '@store/remote-kit';
import { supportApi } from './support-api';
import { makeStore, type AppStore } from './store';

/**
 * Server rendering of a support page (content pages, stores): a store for this request only, the
 * page's queries run on it (`load` answers the HTTP status), and the cache the browser starts from.
 */
export function prepareSupportPage(load: (store: AppStore) => Promise<number>): Promise<PreparedServerPage> {
  return prepareQueryPage(makeStore(), supportApi, load);
}
