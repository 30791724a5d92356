import { apiRequest, apiUrl } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { setRuntimeConfig } from '@store/shared-kernel';
import { publishSession } from '../session/publish-session';
import { mockFetch, type MockFetch } from '../testing/mock-fetch';
import { testRuntimeConfig } from '../testing/runtime-config';

let server: MockFetch | undefined;
beforeEach(() => setRuntimeConfig(testRuntimeConfig()));
afterEach(() => server?.restore());

describe('cliente de la API', () => {
  it('builds URLs from the run-time base URL and keeps filter[..] keys', () => {
    expect(apiUrl('/product/search-result', { 'filter[name]': 'hp', page: 2, empty: '' })).toBe(
      'http://api.test/product/search-result?filter%5Bname%5D=hp&page=2',
    );
  });

  it('sends JSON and parses the answer', async () => {
    server = mockFetch({ 'POST /orders': ({ body }) => ({ status: 201, body: { id: 7, echo: body } }) });
    await expect(apiRequest('/orders', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      id: 7,
      echo: { a: 1 },
    });
  });

  it('adds the bearer token of the logged-in customer', async () => {
    let authorization: string | null = null;
    server = mockFetch({
      'GET /customers/5': ({ headers }) => {
        authorization = headers.get('Authorization');
        return { body: {} };
      },
    });
    publishSession({ customerId: 5, displayName: 'Ana', token: 'secreto' });
    await apiRequest('/customers/5');
    expect(authorization).toBe('Bearer secreto');
    publishSession({ customerId: null, displayName: null, token: null });
  });

  it("uses the server's message where present (docs/business-rules.md#errors-from-the-api)", async () => {
    server = mockFetch({
      'GET /coupons/XYZ': () => ({
        status: 404,
        statusText: 'Not Found',
        body: { message: 'Cupón no encontrado', code: 'coupon-not-found' },
      }),
    });
    const error = await apiRequest('/coupons/XYZ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Cupón no encontrado', status: 404, code: 'coupon-not-found' });
  });

  it('falls back to the status text when there is no message', async () => {
    server = mockFetch({ 'GET /menus': () => ({ status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiRequest('/menus')).rejects.toMatchObject({ message: 'Service Unavailable', status: 503 });
  });

  it('reports a network failure in Spanish', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiRequest('/menus')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
    globalThis.fetch = original;
  });

  it('asks for keepalive only when the request must outlive the page', async () => {
    const original = globalThis.fetch;
    const inits: Array<RequestInit | undefined> = [];
    globalThis.fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init);
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    try {
      await apiRequest('/users/logout', { method: 'POST', keepalive: true });
      await apiRequest('/menus');
    } finally {
      globalThis.fetch = original;
    }
    expect(inits.map((init) => init?.keepalive)).toEqual([true, undefined]);
  });

  it('honours an AbortSignal', async () => {
    server = mockFetch({ 'GET /menus': () => ({ body: {} }) });
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest('/menus', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
