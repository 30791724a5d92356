import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import type { Menus } from '@store/contracts';
import { mockFetch } from '@store/app-kit/testing';
import { NETWORK_ERROR_MESSAGE } from '@store/app-kit';
import { installTestRuntimeConfig } from '../testing/runtime-config';
import { failureMessage, isApiFailure, storeBaseQuery, UNEXPECTED_ERROR_MESSAGE } from './store-base-query';

const testApi = createApi({
  reducerPath: 'testApi',
  baseQuery: storeBaseQuery,
  endpoints: (build) => ({
    menus: build.query<Menus, undefined>({ query: () => '/menus' }),
    saveThing: build.mutation<{ id: number }, { name: string }>({
      query: (body) => ({ url: '/things', method: 'POST', body }),
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
}

beforeEach(() => installTestRuntimeConfig());

describe('storeBaseQuery', () => {
  it('returns the JSON body as data and sends bodies as JSON', async () => {
    const menus: Menus = { mega: [], main: [{ name: 'Contáctanos', url: '/contact-us' }] };
    const fetch = mockFetch({
      'GET /menus': () => ({ body: menus }),
      'POST /things': ({ body }) => ({ status: 201, body: { id: 7, echo: body } }),
    });
    const store = makeStore();
    await expect(store.dispatch(testApi.endpoints.menus.initiate(undefined)).unwrap()).resolves.toEqual(
      menus,
    );
    await expect(
      store.dispatch(testApi.endpoints.saveThing.initiate({ name: 'x' })).unwrap(),
    ).resolves.toEqual({
      id: 7,
      echo: { name: 'x' },
    });
    expect(fetch.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /menus',
      'POST /things',
    ]);
    fetch.restore();
  });

  it('keeps the API error body (message, code, fields) and status as a plain object', async () => {
    const fetch = mockFetch({
      'POST /things': () => ({
        status: 400,
        body: { message: 'Campo Requerido', code: 'VALIDATION_ERROR', fields: { name: 'Campo Requerido' } },
      }),
    });
    const error: unknown = await makeStore()
      .dispatch(testApi.endpoints.saveThing.initiate({ name: '' }))
      .unwrap()
      .catch((reason: unknown) => reason);
    expect(error).toEqual({
      status: 400,
      message: 'Campo Requerido',
      code: 'VALIDATION_ERROR',
      fields: { name: 'Campo Requerido' },
    });
    expect(isApiFailure(error)).toBe(true);
    expect(failureMessage(error)).toBe('Campo Requerido');
    fetch.restore();
  });

  it('reports an unreachable server in Spanish with status 0', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await makeStore().dispatch(testApi.endpoints.menus.initiate(undefined));
    expect(result.error).toEqual({ status: 0, message: NETWORK_ERROR_MESSAGE, code: 'network-error' });
    globalThis.fetch = original;
  });

  it('gives a Spanish message for errors that did not come from the API', () => {
    expect(failureMessage(new Error('boom'))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
