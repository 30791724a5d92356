/**
 * @jest-environment node
 */
import { Provider, useStore } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { mockFetch, testRuntimeConfig, type MockFetch } from '@store/app-kit/testing';
import { SERVER_RENDER_ID, type PrepareServerPage, type ServerRenderRecord } from '@store/app-kit';
import { createPageRenderer, headersFor, serverRouteFor } from './page-renderer';
import { ServerRemotes } from './server-remotes';

jest.mock('./server-remotes', () => {
  const actual = jest.requireActual<typeof import('./server-remotes')>('./server-remotes');
  return { ...actual, ServerRemotes: jest.fn() };
});

const load = jest.fn<Promise<unknown>, [string, string]>();
jest
  .mocked(ServerRemotes)
  .mockImplementation(() => ({ load, versionOf: () => 'v1' }) as unknown as ServerRemotes);

// A remote page as a remote's server bundle exposes it: its own store per request.
const product = createSlice({ name: 'product', initialState: { name: '' }, reducers: {} });
type ProductStore = ReturnType<typeof makeProductStore>;
const makeProductStore = (name: string) =>
  configureStore({ reducer: { product: product.reducer }, preloadedState: { product: { name } } });

function ProductName() {
  // The remote's own store, as its pages read it (a stand-in for its typed hooks).
  const name = (useStore().getState() as { product: { name: string } }).product.name;
  return (
    <>
      <meta property="og:title" content={name} />
      <h1>{name}</h1>
    </>
  );
}
function RemoteProductPage({ store }: { store?: ProductStore }) {
  if (!store) throw new Error('sin store');
  return (
    <Provider store={store}>
      <ProductName />
    </Provider>
  );
}
const prepareServerPage: PrepareServerPage = ({ params }) => {
  const store = makeProductStore(`Laptop ${params.slug ?? ''}`);
  return Promise.resolve({
    props: { store },
    state: { product: store.getState().product },
    status: params.slug === 'no-existe' ? 404 : 200,
  });
};

const config = testRuntimeConfig({ apiBaseUrl: 'http://api.test', storefrontUrl: 'https://tienda.test' });
let fetchMock: MockFetch;

beforeEach(() => {
  load.mockReset().mockResolvedValue({ default: RemoteProductPage, prepareServerPage });
  fetchMock = mockFetch({
    'GET /menus': () => ({ body: { mega: [], main: [{ name: 'Ofertas del mes', url: '/pages/ofertas' }] } }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  fetchMock.restore();
  jest.mocked(console.error).mockRestore();
});

function recordOf(head: string): ServerRenderRecord {
  const json = new RegExp(`<script id="${SERVER_RENDER_ID}" type="application/json">(.*?)</script>`).exec(
    head,
  )?.[1];
  return JSON.parse(json ?? 'null') as ServerRenderRecord;
}

const renderer = () => createPageRenderer({ config, remoteCheckIntervalMs: 0, timeoutMs: 2000 });

describe('serverRouteFor', () => {
  it('renders catalogue and content routes on the server, the rest in the browser', () => {
    expect(serverRouteFor('/product/laptop-x?ref=1')?.params).toEqual({ slug: 'laptop-x' });
    expect(serverRouteFor('/')?.route.expose).toBe('HomePage');
    expect(serverRouteFor('/ubicanos')?.route.remote).toBe('support');
    expect(serverRouteFor('/politica-de-privacidad')?.route.props).toEqual({
      slug: 'politica-de-privacidad',
    });
    for (const path of [
      '/cart',
      '/checkout',
      '/portal/perfil',
      '/login',
      '/estado-orden',
      '/pages/coming-soon',
      '/no-existe/x',
    ])
      expect(serverRouteFor(path)).toBeNull();
  });
});

describe('headersFor', () => {
  it('tells crawlers not to index per-shopper pages, in the response itself', () => {
    for (const path of ['/cart', '/checkout', '/portal/perfil', '/login', '/comparar'])
      expect(headersFor(path)).toEqual({ 'X-Robots-Tag': 'noindex' });
    for (const path of ['/', '/product/x', '/pages/quienes-somos', '/estado-orden'])
      expect(headersFor(path)).toEqual({});
  });
});

describe('createPageRenderer', () => {
  it('renders the frame with its menus and the remote page with its data, and what hydration needs', async () => {
    const page = await renderer().render('/product/surface');
    expect(load).toHaveBeenCalledWith('catalog', 'ProductPage');
    expect(page?.status).toBe(200);
    expect(page?.areas).toEqual(['catalog/ProductPage']);
    expect(page?.body).toContain('<h1>Laptop surface</h1>');
    expect(page?.body).toContain('<header');
    // The page's head tags left the markup for <head>, with a title a crawler reads.
    expect(page?.body).not.toContain('og:title');
    expect(page?.head).toContain('<title>Laptop surface | Tienda Tecnología HN</title>');
    expect(page?.head).toMatch(/<style data-emotion="css[^"]*">/);
    const record = recordOf(page?.head ?? '');
    expect(record.areas).toEqual(['catalog/ProductPage']);
    expect(record.state.catalog).toEqual({ product: { name: 'Laptop surface' } });
    expect(JSON.stringify(record.state.shell)).toContain('Ofertas del mes');
  });

  it("answers the remote's status (404 for a missing product)", async () => {
    expect((await renderer().render('/product/no-existe'))?.status).toBe(404);
  });

  it('leaves routes it does not render to the browser', async () => {
    expect(await renderer().render('/cart')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('a remote that cannot load renders the frame, and the area in the browser', async () => {
    load.mockRejectedValue(new Error('catálogo caído'));
    const page = await renderer().render('/product/surface');
    expect(page?.status).toBe(200);
    expect(page?.areas).toEqual([]);
    expect(page?.body).toContain('<header');
    expect(page?.body).toContain('aria-label="Cargando"');
    expect(recordOf(page?.head ?? '').areas).toEqual([]);
  });

  it('a remote page that throws while rendering leaves its area to the browser, never a 500', async () => {
    load.mockResolvedValue({
      default: RemoteProductPage,
      prepareServerPage: () => Promise.resolve({ props: {}, state: undefined, status: 200 }),
    });
    const page = await renderer().render('/product/surface');
    expect(page?.body).toContain('<header');
    expect(page?.body).not.toContain('<h1>');
    // React's marker for a boundary the browser renders itself.
    expect(page?.body).toContain('<!--$!-->');
  });

  it('a remote whose data does not come in time is left to the browser', async () => {
    load.mockResolvedValue({
      default: RemoteProductPage,
      prepareServerPage: () => new Promise(() => undefined),
    });
    const quick = createPageRenderer({ config, remoteCheckIntervalMs: 0, timeoutMs: 50 });
    const page = await quick.render('/product/surface');
    expect(page?.areas).toEqual([]);
    expect(page?.body).toContain('aria-label="Cargando"');
  });
});
