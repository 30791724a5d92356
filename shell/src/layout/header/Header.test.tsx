import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetShopperActivityForTests } from '../../federation/shopper-activity';
import userEvent from '@testing-library/user-event';
import { eventBus, publishSession } from '@store/app-kit';
import type { Menus } from '@store/contracts';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { Header } from './Header';
import { allRemotesDown } from '../../test/mock-remotes';
import { renderShell, scrollWindowTo, setScreenWidth } from '../../test/render-shell';
import { loadRemoteModule, RemoteUnavailableError } from '../../federation/remote-registry';

jest.mock('../../federation/remote-registry', () =>
  jest.requireActual<typeof import('../../test/mock-remotes')>('../../test/mock-remotes').mockedRegistry(),
);
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../../test/mock-remotes')>('../../test/mock-remotes').mockedRuntime(),
);

const load = jest.mocked(loadRemoteModule);

const MENUS: Menus = {
  mega: [
    { name: 'Laptops', url: '/category/laptops' },
    {
      name: 'Networking',
      url: '/category/networking',
      children: [
        { name: 'Switches', url: '/category/switches' },
        { name: 'Routers', url: '/category/routers' },
      ],
    },
    {
      name: 'Impresoras y tintas',
      url: '/category/impresoras-y-tintas',
      children: [{ name: 'Tintas', url: '/category/tintas' }],
    },
  ],
  main: [
    { name: 'Servicio Técnico', url: '/technical-support' },
    { name: 'Contáctanos', url: '/contact-us' },
  ],
};

let api: MockFetch;

function serveMenus(response: { status?: number; body?: unknown } = { body: MENUS }) {
  api = mockFetch({ 'GET /menus': () => response });
}

function location() {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  installTestRuntimeConfig('shell');
  scrollWindowTo(0);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Every remote is down unless a test says otherwise: the frame must stand on its own.
  allRemotesDown(load);
  serveMenus();
  // Each test starts as a first visit that has not acted yet.
  window.localStorage.clear();
  resetShopperActivityForTests();
});

afterEach(() => {
  api.restore();
  act(() => {
    eventBus.publish('cart:changed', { v: 1, count: 0, total: 0, items: [] });
    publishSession({ customerId: null, displayName: null, token: null });
    eventBus.publish('portal:wishlist-changed', { v: 1, count: 0, productIds: [] });
    eventBus.publish('catalog:compare-changed', { v: 1, count: 0, productIds: [] });
  });
});

describe('Header en pantallas anchas (≥ 992px)', () => {
  beforeEach(() => setScreenWidth(1280));

  it('shows the logo, the required search box and the spec links', async () => {
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'TecnoHN, ir al inicio' })).toHaveAttribute('href', '/');
    const search = screen.getByRole('searchbox', { name: 'Buscar productos' });
    expect(search).toHaveAttribute('placeholder', 'Buscar productos...');
    expect(search).toBeRequired();
    expect(search.closest('form')).toHaveAttribute('action', '/resultados-de-busqueda');
    expect(search.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('link', { name: 'Mi Pedido' })).toHaveAttribute('href', '/estado-orden');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(await within(nav).findByRole('link', { name: 'Servicio Técnico' })).toHaveAttribute(
      'href',
      '/technical-support',
    );
    expect(within(nav).getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contact-us');
  });

  it('submits the search as /resultados-de-busqueda?q=', async () => {
    renderShell(<Header />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'laptop hp{Enter}');
    expect(location()).toBe('/resultados-de-busqueda?q=laptop%20hp');
  });

  it('does not search for spaces only', async () => {
    renderShell(<Header />, { route: '/cart' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), '   {Enter}');
    expect(location()).toBe('/cart');
  });

  it('opens the mega-menu from GET /menus with one "Ver Todos" per group, by keyboard', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const button = screen.getByRole('button', { name: 'Categorías' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Categorías' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/category/laptops');
    expect(within(panel).getByRole('link', { name: 'Switches' })).toHaveAttribute(
      'href',
      '/category/switches',
    );
    expect(within(panel).getByRole('link', { name: 'Ver Todos: Networking' })).toHaveAttribute(
      'href',
      '/category/networking',
    );
    expect(within(panel).getByRole('link', { name: 'Ver Todos: Impresoras y tintas' })).toHaveAttribute(
      'href',
      '/category/impresoras-y-tintas',
    );
    expect(within(panel).getAllByRole('link', { name: /^Ver Todos/ })).toHaveLength(2);
    expect(api.calls.filter((call) => call.url.pathname === '/menus')).toHaveLength(1);

    // Focus is inside the panel; Tab reaches the links; Escape closes and returns focus.
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Categorías' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes the mega-menu when a category is chosen and goes there', async () => {
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Categorías' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Routers' }));
    expect(location()).toBe('/category/routers');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Categorías' })).not.toBeInTheDocument());
  });

  it('says so in Spanish when /menus fails, keeps the main navigation and retries', async () => {
    api.restore();
    serveMenus({ status: 503, body: { message: 'caído' } });
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Categorías' }));
    expect(await screen.findByText('No pudimos cargar las categorías.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Servicio Técnico', hidden: true })).toBeInTheDocument();
    api.restore();
    serveMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Switches' })).toBeInTheDocument();
  });

  it('falls back to a plain cart link with the published count when the cart remote is down', async () => {
    eventBus.publish('cart:changed', { v: 1, count: 2, total: 300, items: [] });
    renderShell(<Header />);
    const cart = await screen.findByRole('link', { name: 'Carrito, 2 productos' });
    expect(cart).toHaveAttribute('href', '/cart');
    act(() => eventBus.publish('cart:changed', { v: 1, count: 5, total: 900, items: [] }));
    expect(screen.getByRole('link', { name: 'Carrito, 5 productos' })).toBeInTheDocument();
  });

  it("mounts the cart remote's dropdown when it is up", async () => {
    load.mockImplementation((remote, expose) =>
      remote === 'cartCheckout' && expose === 'CartDropdown'
        ? Promise.resolve({ default: () => <button type="button">Carrito del remoto</button> })
        : Promise.reject(new RemoteUnavailableError(remote, expose)),
    );
    renderShell(<Header />);
    // On a first visit the plain link stands in until the shopper acts (shopper-activity.ts).
    expect(screen.getByRole('link', { name: 'Carrito, 0 productos' })).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('button', { name: 'Carrito del remoto' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Carrito,/ })).not.toBeInTheDocument();
  });

  it("shows the catalog's live preview while the query is not empty, and not otherwise", async () => {
    const previews: string[] = [];
    load.mockImplementation((remote, expose) =>
      remote === 'catalog' && expose === 'SearchPreview'
        ? Promise.resolve({
            default: ({ query, id }: { query: string; id: string }) => {
              previews.push(query);
              return <div id={id}>Vista previa: {query}</div>;
            },
          })
        : Promise.reject(new RemoteUnavailableError(remote, expose)),
    );
    renderShell(<Header />);
    const search = screen.getByRole('searchbox', { name: 'Buscar productos' });
    await userEvent.click(search);
    expect(screen.queryByText(/Vista previa/)).not.toBeInTheDocument();
    await userEvent.type(search, 'hp');
    expect(await screen.findByText('Vista previa: hp')).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-controls', screen.getByText('Vista previa: hp').id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(/Vista previa/)).not.toBeInTheDocument();
    await userEvent.type(search, 'x');
    expect(await screen.findByText('Vista previa: hpx')).toBeInTheDocument();
    await userEvent.clear(search);
    expect(screen.queryByText(/Vista previa/)).not.toBeInTheDocument();
  });

  it('shows 0 favourites for guests and asks for the login dialog on click', async () => {
    eventBus.publish('portal:wishlist-changed', { v: 1, count: 4, productIds: [1, 2, 3, 4] });
    const requests: unknown[] = [];
    const stop = eventBus.handle('portal:login-requested', (payload) => {
      requests.push(payload);
      return { opened: true };
    });
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Favs, 0 productos' }));
    expect(requests).toEqual([{ v: 1, tab: 'login', reason: 'wishlist' }]);
    stop();
  });

  it('shows the wishlist count to a logged-in customer and opens /portal/wishlist', async () => {
    publishSession({ customerId: 1, displayName: 'Ana', token: 't' });
    eventBus.publish('portal:wishlist-changed', { v: 1, count: 3, productIds: [1, 2, 3] });
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Favs, 3 productos' }));
    expect(location()).toBe('/portal/wishlist');
  });

  it("shows 'Comparar' with the compare list's count from compare-changed, and only while it has products", async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    expect(screen.queryByRole('link', { name: /^Comparar/ })).not.toBeInTheDocument();

    act(() => eventBus.publish('catalog:compare-changed', { v: 1, count: 2, productIds: [7, 9] }));
    const compare = screen.getByRole('link', { name: 'Comparar, 2 productos' });
    expect(compare).toHaveAttribute('href', '/comparar');
    expect(screen.getByTestId('compare-badge')).toHaveTextContent('2');
    expect(
      within(screen.getByRole('navigation', { name: 'Cuenta y pedido' })).getByRole('link', {
        name: 'Comparar, 2 productos',
      }),
    ).toBe(compare);

    act(() => eventBus.publish('catalog:compare-changed', { v: 1, count: 1, productIds: [7] }));
    expect(screen.getByRole('link', { name: 'Comparar, 1 producto' })).toBeInTheDocument();

    // Right after 'Favs' in the Tab order, and followed with Enter.
    screen.getByRole('button', { name: /^Favs,/ }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Comparar, 1 producto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/comparar');

    act(() => eventBus.publish('catalog:compare-changed', { v: 1, count: 0, productIds: [] }));
    expect(screen.queryByRole('link', { name: /^Comparar/ })).not.toBeInTheDocument();
  });

  it('Mi Perfil opens the dialog at exactly 992px', async () => {
    setScreenWidth(992);
    const handler = jest.fn(() => ({ opened: true }));
    const stop = eventBus.handle('portal:login-requested', handler);
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Mi Perfil' }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/');
    stop();
  });

  it('Mi Perfil goes to /portal when logged in', async () => {
    publishSession({ customerId: 1, displayName: 'Ana', token: 't' });
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Mi Perfil' }));
    expect(await screen.findByText('Portal del cliente')).toBeInTheDocument();
  });

  it('tells the shopper in Spanish when the login dialog is not there (portal down)', async () => {
    jest.useFakeTimers();
    try {
      renderShell(<Header />);
      act(() => screen.getByRole('button', { name: 'Mi Perfil' }).click());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4500);
      });
      expect(
        screen.getByText(
          'El inicio de sesión no está disponible en este momento. Intenta de nuevo en unos minutos.',
        ),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('becomes sticky after 210px of scrolling, not before', () => {
    renderShell(<Header />);
    const header = screen.getByRole('banner');
    act(() => scrollWindowTo(210));
    expect(header).toHaveAttribute('data-sticky', 'false');
    expect(header).toHaveStyle({ position: 'static' });
    act(() => scrollWindowTo(211));
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(header).toHaveStyle({ position: 'sticky' });
    act(() => scrollWindowTo(0));
    expect(header).toHaveAttribute('data-sticky', 'false');
  });
});

describe('Header en pantallas angostas (< 992px)', () => {
  beforeEach(() => setScreenWidth(991));

  it('has a required mobile search box and no desktop category button', () => {
    renderShell(<Header />);
    const search = screen.getByRole('searchbox', { name: 'Buscar productos' });
    expect(search).toBeRequired();
    expect(search).toHaveAttribute('data-variant', 'mobile');
    expect(screen.queryByRole('button', { name: 'Categorías' })).not.toBeInTheDocument();
  });

  it("opens the menu with the tabs 'Menu' and 'Categorías', keyboard-only, and returns focus", async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    opener.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    const menuTab = within(drawer).getByRole('tab', { name: 'Menu' });
    expect(menuTab).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).getByRole('link', { name: 'Servicio Técnico' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Mi Pedido' })).toHaveAttribute('href', '/estado-orden');

    await user.click(within(drawer).getByRole('tab', { name: 'Categorías' }));
    expect(await within(drawer).findByRole('link', { name: 'Ver Todos: Networking' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Servicio Técnico' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("keeps 'Comparar' out of the phone header (one height) and offers it in the menu", async () => {
    eventBus.publish('catalog:compare-changed', { v: 1, count: 3, productIds: [1, 2, 3] });
    renderShell(<Header />);
    expect(screen.queryByRole('link', { name: /^Comparar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Comparar, 3 productos' }));
    expect(location()).toBe('/comparar');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument());
  });

  it('Mi Perfil goes to /login below 992px instead of opening the dialog', async () => {
    const handler = jest.fn(() => ({ opened: true }));
    const stop = eventBus.handle('portal:login-requested', handler);
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mi Perfil' }));
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
    stop();
  });
});
