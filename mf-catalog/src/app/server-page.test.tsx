import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import {
  eventBus,
  STORAGE_KEYS,
  storeTheme,
  type PreparedServerPage,
  type ServerPageRequest,
} from '@store/app-kit';
import type { ReviewList } from '@store/contracts';
import ExposedProductPage, { prepareServerPage } from '../exposed/ProductPage';
import { buildProduct, errorReply } from '../test/builders';
import { installTestConfig } from '../test/render-with-providers';
import { toCompareItem } from '../features/compare/compare-item';
import { makeStore, type AppStore } from './store';

const product = buildProduct({ id: 7, slug: 'laptop-x', name: 'Laptop X' });
const request = (slug: string): ServerPageRequest => ({
  url: `/product/${slug}`,
  params: { slug },
  props: {},
});
let api: MockFetch;

beforeEach(() => {
  installTestConfig();
  window.localStorage.clear();
  api = mockFetch({
    'GET /products/slug/laptop-x': () => ({ body: product }),
    'GET /products/slug/no-existe': () => errorReply(404, 'Producto no encontrado'),
    'POST /product-review/get-reviews': () => ({
      body: { data: [], summary: { count: 0, average: 0 } } satisfies ReviewList,
    }),
  });
});
afterEach(() => api.restore());

function renderPage(store: AppStore) {
  return render(
    <ThemeProvider theme={storeTheme}>
      <MemoryRouter initialEntries={['/product/laptop-x']}>
        <Routes>
          <Route path="/product/:slug" element={<ExposedProductPage store={store} />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe("the catalog's server render", () => {
  it("fetches the product page's first view into a store of the request's own, and says 200", async () => {
    const prepared: PreparedServerPage = await prepareServerPage(request('laptop-x'));
    expect(prepared.status).toBe(200);
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /products/slug/laptop-x',
      'POST /product-review/get-reviews',
    ]);
    expect(JSON.stringify(prepared.state)).toContain('Laptop X');
    // Its props carry that store: the component renders the product from it, with no request.
    api.calls.length = 0;
    renderPage(prepared.props.store as AppStore);
    expect(screen.getByRole('heading', { level: 1, name: 'Laptop X' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/products/slug'))).toHaveLength(0);
  });

  it('says 404 for a product that does not exist', async () => {
    expect((await prepareServerPage(request('no-existe'))).status).toBe(404);
  });

  it("a server render's store publishes nothing on the page bus (it would outlive the request)", async () => {
    const published = jest.spyOn(eventBus, 'publish');
    await prepareServerPage(request('laptop-x'));
    expect(published).not.toHaveBeenCalled();
    published.mockRestore();
  });

  it('the browser store hydrates with no compare list, and restores the stored one after hydration', async () => {
    window.localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify([toCompareItem(product)]));
    const prepared = await prepareServerPage(request('laptop-x'));
    const browserStore = makeStore(undefined, { serverState: prepared.state as Record<string, unknown> });
    // What the server rendered: no compare list yet, the product already in the cache.
    expect(browserStore.getState().compare.items).toEqual([]);
    api.calls.length = 0;
    await act(async () => {
      renderPage(browserStore);
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Laptop X' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/products/slug'))).toHaveLength(0);
    expect(browserStore.getState().compare.items.map((item) => item.id)).toEqual([7]);
  });
});
