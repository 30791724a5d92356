import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { mockFetch, testRuntimeConfig, type MockFetch } from '@store/app-kit/testing';
import {
  resetServerRenderForTests,
  serializeForScript,
  SERVER_RENDER_ID,
  setRuntimeConfig,
} from '@store/app-kit';
import { storeBaseQuery } from './store-base-query';
import { createServerHydration, prepareQueryPage, serverQueryState } from './server-rendering';

const hydration = createServerHydration('demo');
const demoApi = createApi({
  reducerPath: 'demoApi',
  baseQuery: storeBaseQuery,
  endpoints: (build) => ({
    getPage: build.query<{ title: string }, string>({ query: (slug) => `/pages/${slug}` }),
  }),
  extractRehydrationInfo: hydration.rehydrate,
});
const makeStore = () =>
  configureStore({
    reducer: { [demoApi.reducerPath]: demoApi.reducer },
    middleware: (getDefault) => getDefault().concat(demoApi.middleware),
  });

let fetchMock: MockFetch;
beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  fetchMock = mockFetch({
    'GET /pages/quienes-somos': () => ({ body: { title: 'Quiénes somos' } }),
    'GET /pages/no-existe': () => ({ status: 404, body: { message: 'Página no encontrada' } }),
  });
});
afterEach(() => {
  fetchMock.restore();
  document.head.innerHTML = '';
  resetServerRenderForTests();
});

describe('prepareQueryPage', () => {
  it("runs the page's queries on the request's store and hands over the cache and the status", async () => {
    const store = makeStore();
    const prepared = await prepareQueryPage(store, demoApi, async (s) => {
      void s.dispatch(demoApi.endpoints.getPage.initiate('quienes-somos'));
      return Promise.resolve(200);
    });
    expect(prepared.status).toBe(200);
    expect(prepared.props).toEqual({ store });
    expect(JSON.stringify(prepared.state)).toContain('Quiénes somos');
  });

  it('the browser store built from that state has the data without asking the API', async () => {
    const prepared = await prepareQueryPage(makeStore(), demoApi, async (s) => {
      await s.dispatch(demoApi.endpoints.getPage.initiate('quienes-somos'));
      return 200;
    });
    document.head.innerHTML = `<script id="${SERVER_RENDER_ID}" type="application/json">${serializeForScript({
      areas: ['support/ContentPage'],
      state: { demo: prepared.state },
    })}</script>`;
    fetchMock.calls.length = 0;

    const browserStore = makeStore();
    const serverState = serverQueryState('demo');
    expect(serverState).toBeDefined();
    if (serverState) browserStore.dispatch(hydration.hydrated(serverState));
    const result = await browserStore.dispatch(demoApi.endpoints.getPage.initiate('quienes-somos'));
    expect(result.data).toEqual({ title: 'Quiénes somos' });
    expect(fetchMock.calls).toHaveLength(0);
    // Read once: a second store starts empty.
    expect(serverQueryState('demo')).toBeUndefined();
  });

  it('another app’s hydration is ignored', () => {
    const other = createServerHydration('otra');
    expect(hydration.rehydrate(other.hydrated({ demoApi: {} }), { reducerPath: 'demoApi' })).toBeUndefined();
  });
});
