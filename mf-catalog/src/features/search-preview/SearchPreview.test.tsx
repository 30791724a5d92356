import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import ExposedSearchPreview from '../../exposed/SearchPreview';
import type { SiteSearchRequest, SiteSearchResult } from '@store/contracts';
import { buildSiteSearchResponse, buildSiteSearchResult, errorReply, keepNbsp } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { SearchPreview } from './SearchPreview';
import { SEARCH_PREVIEW_DEBOUNCE_MS } from './use-search-preview';

let api: MockFetch | undefined;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  api?.restore();
  api = undefined;
  jest.useRealTimers();
});

function answer(results: SiteSearchResult[]) {
  return () => ({ body: buildSiteSearchResponse(results) });
}

/** The shell's role: an input whose value feeds the preview. */
function Harness({ onNavigate }: { onNavigate?: () => void }) {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="Buscar productos" value={query} onChange={(event) => setQuery(event.target.value)} />
      <SearchPreview query={query} onNavigate={onNavigate} id="vista-previa" />
    </>
  );
}

function setupUser() {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

function passDebounce() {
  act(() => {
    jest.advanceTimersByTime(SEARCH_PREVIEW_DEBOUNCE_MS);
  });
}

function preview() {
  return screen.getByRole('region', { name: 'Vista previa de resultados' });
}

describe('SearchPreview', () => {
  it.each(['', '   '])('renders and fetches nothing for the query %j', (query) => {
    api = mockFetch({ 'POST /site-search': answer([buildSiteSearchResult()]) });
    const { container } = renderWithProviders(<SearchPreview query={query} />, { withToasts: false });

    act(() => {
      jest.advanceTimersByTime(SEARCH_PREVIEW_DEBOUNCE_MS * 4);
    });

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Only the router's location probe is left.
    expect(container.querySelector('section')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('waits for a pause in typing and then sends one request for the whole word', async () => {
    api = mockFetch({ 'POST /site-search': answer([buildSiteSearchResult({ name: 'Laptop HP 15' })]) });
    const user = setupUser();
    renderWithProviders(<Harness />, { withToasts: false });

    await user.type(screen.getByRole('textbox', { name: 'Buscar productos' }), 'laptop');

    expect(within(preview()).getByRole('status')).toHaveTextContent('Buscando…');
    act(() => {
      jest.advanceTimersByTime(SEARCH_PREVIEW_DEBOUNCE_MS - 1);
    });
    expect(api.calls).toHaveLength(0);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(await screen.findByRole('link', { name: /Laptop HP 15/ })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toMatchObject({ query: 'laptop' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('posts the spec body: trimmed query, page 1, 6 per page, products in stock, price descending', async () => {
    api = mockFetch({ 'POST /site-search': answer([buildSiteSearchResult()]) });
    renderWithProviders(<SearchPreview query="  monitor dell  " />, { withToasts: false });

    passDebounce();
    await screen.findAllByRole('listitem');

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.method).toBe('POST');
    expect(api.calls[0]?.url.href).toBe('http://api.test/site-search');
    expect(api.calls[0]?.body).toEqual({
      query: 'monitor dell',
      page: 1,
      perPage: 6,
      filters: { type: 'product', inStock: true },
      sort: 'price:desc',
    });
  });

  it('cuts the query to the 200 characters the API accepts', async () => {
    api = mockFetch({ 'POST /site-search': answer([]) });
    renderWithProviders(<SearchPreview query={'a'.repeat(250)} />, { withToasts: false });

    passDebounce();
    await screen.findByText(/No encontramos productos/);

    expect(api.calls[0]?.body).toMatchObject({ query: 'a'.repeat(200) });
  });

  it('shows at most 6 products even when the server sends more', async () => {
    const results = Array.from({ length: 8 }, (_, index) =>
      buildSiteSearchResult({ name: `Producto ${String(index + 1)}` }),
    );
    api = mockFetch({ 'POST /site-search': answer(results) });
    renderWithProviders(<SearchPreview query="producto" />, { withToasts: false });

    passDebounce();
    const list = await screen.findByRole('list');

    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Producto 6/ })).toBeInTheDocument();
    expect(screen.queryByText('Producto 7')).not.toBeInTheDocument();
    expect(screen.queryByText('Producto 8')).not.toBeInTheDocument();
  });

  it('links each product to its page, with its thumbnail, name and price in lempiras', async () => {
    api = mockFetch({
      'POST /site-search': answer([
        buildSiteSearchResult({
          id: 41,
          slug: 'router-tp-link-ax55',
          name: 'Router TP-Link AX55',
          price: { sale: 1234.5, regular: 1500 },
          mainImage: {
            alt: '',
            size350: '/images/products/41?w=350&q=75',
            srcSet: '/images/products/41?w=350&q=75 350w',
          },
        }),
      ]),
    });
    renderWithProviders(<SearchPreview query="router" />, { withToasts: false });

    passDebounce();
    const link = await screen.findByRole('link', { name: 'Router TP-Link AX55 L\u00a01,234.50' });

    expect(link).toHaveAttribute('href', '/product/router-tp-link-ax55');
    expect(within(link).getByText('L\u00a01,234.50', keepNbsp)).toBeInTheDocument();
    const image = within(link).getByRole('img', { name: 'Router TP-Link AX55' });
    expect(image).toHaveAttribute('src', 'http://api.test/images/products/41?w=350&q=75');
    expect(image).toHaveAttribute('srcset', 'http://api.test/images/products/41?w=350&q=75 350w');
  });

  it('links «Ver todos los resultados» to the results page with the query encoded', async () => {
    api = mockFetch({ 'POST /site-search': answer([buildSiteSearchResult()]) });
    renderWithProviders(<SearchPreview query={' laptop 15" & más '} />, { withToasts: false });

    passDebounce();

    expect(await screen.findByRole('link', { name: 'Ver todos los resultados' })).toHaveAttribute(
      'href',
      '/resultados-de-busqueda?q=laptop+15%22+%26+m%C3%A1s',
    );
  });

  it('is a polite live region with the given id and an accessible name', async () => {
    api = mockFetch({ 'POST /site-search': answer([buildSiteSearchResult()]) });
    renderWithProviders(<SearchPreview query="tinta" id="vista-previa-movil" />, { withToasts: false });

    expect(preview()).toHaveAttribute('id', 'vista-previa-movil');
    expect(preview()).toHaveAttribute('aria-live', 'polite');
    passDebounce();
    expect(await within(preview()).findAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when nothing matches, naming the query', async () => {
    api = mockFetch({ 'POST /site-search': answer([]) });
    renderWithProviders(<SearchPreview query=" xyz " />, { withToasts: false });

    passDebounce();

    expect(await screen.findByText('No encontramos productos para «xyz»')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says it could not search when the service fails, and still offers the results page', async () => {
    api = mockFetch({ 'POST /site-search': () => errorReply(500, 'Error interno') });
    renderWithProviders(<SearchPreview query="laptop" />, { withToasts: false });

    passDebounce();

    expect(await screen.findByText('No pudimos buscar en este momento.')).toBeInTheDocument();
    expect(screen.queryByText('Error interno')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los resultados' })).toHaveAttribute(
      'href',
      '/resultados-de-busqueda?q=laptop',
    );
  });

  it('aborts the stale request so its slower answer never replaces the newer one', async () => {
    let answerOld: (() => void) | undefined;
    api = mockFetch({
      'POST /site-search': ({ body }) => {
        const { query } = body as SiteSearchRequest;
        if (query === 'lap') {
          return new Promise((resolve) => {
            answerOld = () =>
              resolve({
                body: buildSiteSearchResponse([buildSiteSearchResult({ name: 'Resultado viejo' })]),
              });
          });
        }
        return { body: buildSiteSearchResponse([buildSiteSearchResult({ name: 'Resultado nuevo' })]) };
      },
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const user = setupUser();
    renderWithProviders(<Harness />, { withToasts: false });
    const input = screen.getByRole('textbox', { name: 'Buscar productos' });

    await user.type(input, 'lap');
    passDebounce();
    expect(api.calls).toHaveLength(1);

    await user.type(input, 'top');
    passDebounce();
    expect(await screen.findByRole('link', { name: /Resultado nuevo/ })).toBeInTheDocument();
    expect(api.calls.map((call) => (call.body as SiteSearchRequest).query)).toEqual(['lap', 'laptop']);
    expect(fetchSpy.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(fetchSpy.mock.calls[1]?.[1]?.signal?.aborted).toBe(false);

    await act(async () => {
      answerOld?.();
      await jest.runOnlyPendingTimersAsync();
    });

    expect(screen.getByRole('link', { name: /Resultado nuevo/ })).toBeInTheDocument();
    expect(screen.queryByText('Resultado viejo')).not.toBeInTheDocument();
    fetchSpy.mockRestore();
  });

  it('asks again for a query whose request was aborted, showing «Buscando…», never a failure', async () => {
    let lapCalls = 0;
    api = mockFetch({
      'POST /site-search': ({ body }) => {
        const { query } = body as SiteSearchRequest;
        if (query === 'lap' && ++lapCalls === 1) return new Promise(() => undefined);
        return { body: buildSiteSearchResponse([buildSiteSearchResult({ name: `Resultado ${query}` })]) };
      },
    });
    const user = setupUser();
    renderWithProviders(<Harness />, { withToasts: false });
    const input = screen.getByRole('textbox', { name: 'Buscar productos' });

    await user.type(input, 'lap');
    passDebounce();
    await user.type(input, 't');
    await user.type(input, '{Backspace}');

    // The aborted request belongs to this same text, yet it is not an answer.
    expect(within(preview()).getByRole('status')).toHaveTextContent('Buscando…');
    expect(screen.queryByText('No pudimos buscar en este momento.')).not.toBeInTheDocument();
    passDebounce();
    expect(await screen.findByRole('link', { name: /Resultado lap/ })).toBeInTheDocument();
    expect(api.calls.map((call) => (call.body as SiteSearchRequest).query)).toEqual(['lap', 'lap']);
  });

  it('aborts the request in flight when it unmounts, and cancels one not sent yet', () => {
    api = mockFetch({ 'POST /site-search': () => new Promise(() => undefined) });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const first = renderWithProviders(<SearchPreview query="switch" />, { withToasts: false });

    passDebounce();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    first.unmount();
    expect(fetchSpy.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);

    const second = renderWithProviders(<SearchPreview query="router" />, { withToasts: false });
    second.unmount();
    act(() => {
      jest.advanceTimersByTime(SEARCH_PREVIEW_DEBOUNCE_MS * 2);
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fetchSpy.mockRestore();
  });

  it('calls onNavigate when a product or «Ver todos los resultados» is followed', async () => {
    api = mockFetch({
      'POST /site-search': answer([
        buildSiteSearchResult({ slug: 'tablet-samsung-a9', name: 'Tablet Samsung A9' }),
      ]),
    });
    const onNavigate = jest.fn();
    const user = setupUser();
    renderWithProviders(<Harness onNavigate={onNavigate} />, { withToasts: false });

    await user.type(screen.getByRole('textbox', { name: 'Buscar productos' }), 'tablet');
    passDebounce();
    await user.click(await screen.findByRole('link', { name: /Tablet Samsung A9/ }));

    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/tablet-samsung-a9');

    await user.click(screen.getByRole('link', { name: 'Ver todos los resultados' }));

    expect(onNavigate).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/resultados-de-busqueda?q=tablet');
  });

  it('is exposed as the default export of catalog/SearchPreview', async () => {
    api = mockFetch({
      'POST /site-search': answer([buildSiteSearchResult({ name: 'Impresora Epson L3250' })]),
    });
    const { rerender } = renderWithProviders(<ExposedSearchPreview query="" />, { withToasts: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    rerender(<ExposedSearchPreview query="epson" id="vista-previa" />);
    passDebounce();

    expect(await screen.findByRole('link', { name: /Impresora Epson L3250/ })).toBeInTheDocument();
    expect(preview()).toHaveAttribute('id', 'vista-previa');
  });
});
