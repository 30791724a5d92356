import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { takeServerState, type PreparedServerPage } from '@store/app-kit';

/** The state a server-rendered page hands to an app's browser store: per RTK Query slice. */
export type ServerQueryState = Readonly<Record<string, unknown>>;

/**
 * An app's hydration from its server render: `hydrated` is dispatched once when the browser's
 * store is built on a server-rendered page; `rehydrate` is the app's API's
 * `extractRehydrationInfo`, which hands RTK Query its cache so the page's data is not fetched again.
 */
export function createServerHydration(app: string) {
  const hydrated = createAction<ServerQueryState>(`${app}/serverStateHydrated`);
  return {
    hydrated,
    // The cache comes from our own server's page (the same build's shape), hence the cast.
    rehydrate: (action: UnknownAction, { reducerPath }: { reducerPath: string }) =>
      hydrated.match(action) ? (action.payload[reducerPath] as never) : undefined,
  };
}

/** What the page carries for this app's store (read once), or undefined on a browser-rendered page. */
export function serverQueryState(container: string): ServerQueryState | undefined {
  const state = takeServerState(container);
  return typeof state === 'object' && state !== null ? (state as ServerQueryState) : undefined;
}

interface QueryApi {
  readonly reducerPath: string;
  readonly util: { getRunningQueriesThunk: () => unknown };
}

interface QueryStore {
  readonly dispatch: unknown;
  getState(): unknown;
}

/**
 * A page's `prepareServerPage` over a store made for this request only: `load` starts the page's
 * queries and answers the HTTP status (404 when the page's subject is missing); once every query
 * has settled, the store goes to the component as a prop and its API cache to the browser.
 */
export async function prepareQueryPage<S extends QueryStore>(
  store: S,
  api: QueryApi,
  load: (store: S) => Promise<number>,
): Promise<PreparedServerPage> {
  const status = await load(store);
  // RTK Query's documented wait for server rendering; the store's dispatch takes thunks.
  const dispatch = store.dispatch as (thunk: unknown) => Promise<unknown>[];
  await Promise.all(dispatch(api.util.getRunningQueriesThunk()));
  const root = store.getState() as Record<string, unknown>;
  const state: ServerQueryState = { [api.reducerPath]: root[api.reducerPath] };
  return { props: { store }, state, status };
}
