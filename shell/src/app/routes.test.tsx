import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureAnalytics, resetAnalytics, type RuntimeConfig } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { render } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { AppRoutes } from './routes';
import { REMOTE_ROUTES } from './route-table';
import { App } from './App';
import { allRemotesDown } from '../test/mock-remotes';
import { renderShell, setScreenWidth } from '../test/render-shell';
import { loadRemoteModule, REMOTES, RemoteUnavailableError } from '../federation/remote-registry';
import { PAGE_VIEW_DELAY_MS } from '../features/analytics/use-page-views';
import { BLANK_LAYOUT_PATHS, SIMPLE_LAYOUT_PATHS } from '../layout/frame/frame-rules';

jest.mock('../federation/remote-registry', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRegistry(),
);
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRuntime(),
);

const load = jest.mocked(loadRemoteModule);
let api: MockFetch;

beforeEach(() => {
  setScreenWidth(1280);
  installTestRuntimeConfig('shell');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  allRemotesDown(load);
  api = mockFetch({ 'GET /menus': () => ({ body: { mega: [], main: [] } }) });
});
afterEach(() => api.restore());

function renderAt(route: string) {
  return renderShell(<AppRoutes />, { route, stubRoutes: false });
}

describe('layouts por ruta', () => {
  it('frames the home page with header, footer and a fluid container', async () => {
    renderAt('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-fluid', 'true');
    expect(await screen.findByText(/No pudimos cargar el catálogo/)).toBeInTheDocument();
  });

  it('keeps a fixed-width container elsewhere', () => {
    renderAt('/cart');
    expect(screen.getByRole('main')).toHaveAttribute('data-fluid', 'false');
  });

  it('frames /checkout with the stepper instead of the store header', async () => {
    renderAt('/checkout');
    const header = screen.getByRole('banner');
    // The stepper's code loads with the first checkout page (React lazy).
    expect(await within(header).findByLabelText('Pasos del pago')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'TecnoHN, ir al inicio' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Categorías' })).not.toBeInTheDocument();
    expect(await screen.findByText(/No pudimos cargar el carrito/)).toBeInTheDocument();
  });

  it('frames any path containing "checkout" with the checkout layout', async () => {
    renderAt('/checkout/finalizacion');
    expect(await screen.findByLabelText('Pasos del pago')).toBeInTheDocument();
  });

  it('shows /pages/coming-soon without header and footer', () => {
    renderAt('/pages/coming-soon');
    expect(screen.getByRole('heading', { name: '¡Muy pronto!' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('support', 'ContentPage');
  });

  it('uses the blank layout for /shopping/boton-pago', () => {
    renderAt('/shopping/boton-pago');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('uses the simple layout (logo linking to /) for /login', async () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'TecnoHN, ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('portal', 'LoginPage');
    expect(await screen.findByText(/No pudimos cargar tu cuenta/)).toBeInTheDocument();
  });

  it('answers unknown routes with a Spanish 404 inside the store frame', () => {
    renderAt('/no-existe');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada — Tienda Tecnología HN');
  });
});

describe('el marco sobrevive a cada remoto caído', () => {
  const samples: Record<string, string> = {
    '/category/:slug': '/category/laptops',
    '/product/:slug': '/product/laptop-hp-15',
    '/pages/:slug': '/pages/quienes-somos',
    '/encuesta/:orderId': '/encuesta/501',
  };

  it.each(REMOTE_ROUTES.map((route) => [samples[route.path] ?? route.path, route.remote] as const))(
    '%s with %s down keeps the header, footer and search (blank layout: none), and offers "Reintentar"',
    async (path, remote) => {
      load.mockImplementation((name, expose) =>
        name === remote
          ? Promise.reject(new RemoteUnavailableError(name, expose))
          : Promise.resolve({ default: () => <p>Contenido de {name}</p> }),
      );
      renderAt(path);
      expect(await screen.findByText(`No pudimos cargar ${REMOTES[remote].label}`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      // The blank layout (the payment hand-off) shows nothing of the store but the retry.
      if (BLANK_LAYOUT_PATHS.includes(path)) {
        expect(screen.queryByRole('banner')).not.toBeInTheDocument();
        return;
      }
      expect(screen.getByRole('banner')).toBeInTheDocument();
      if (!path.includes('checkout') && !SIMPLE_LAYOUT_PATHS.includes(path)) {
        expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toBeInTheDocument();
        expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      }
    },
  );
});

// After 'el marco sobrevive…': RemoteArea keeps every module it loaded for the rest of the file,
// and those tests need the support pages not loaded yet.
describe('páginas de soporte', () => {
  it.each([
    ['/estado-orden', 'TrackingPage'],
    ['/technical-support', 'TechnicalSupportPage'],
    ['/contact-us', 'ContactPage'],
    ['/ventas-corporativas', 'CorporateSalesPage'],
    ['/solicitud-de-servicio', 'ServiceRequestPage'],
    ['/ubicanos', 'StoresPage'],
  ])('%s shows support/%s inside the main layout', async (path, expose) => {
    load.mockImplementation((name, module) =>
      Promise.resolve({ default: () => <p>{`Módulo ${name}/${module}`}</p> }),
    );
    renderAt(path);
    expect(await screen.findByText(`Módulo support/${expose}`)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-fluid', 'false');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('gives the survey its order id as the route parameter orderId', async () => {
    function SurveyProbe() {
      const { orderId } = useParams();
      return <p>Encuesta del pedido {orderId}</p>;
    }
    load.mockImplementation((name, module) =>
      Promise.resolve({ default: name === 'support' && module === 'SurveyPage' ? SurveyProbe : () => null }),
    );
    renderAt('/encuesta/501');
    expect(await screen.findByText('Encuesta del pedido 501')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('maps every catalog page to the module mf-catalog exposes for it (/comparar included)', () => {
    // Mapping only: RemoteArea already holds catalog modules loaded by the tests above.
    // (/comparar with the catalog down is covered by 'el marco sobrevive…'.)
    const catalogPaths = REMOTE_ROUTES.filter((route) => route.remote === 'catalog').map((route) => [
      route.path,
      route.expose,
    ]);
    expect(catalogPaths).toEqual([
      ['/', 'HomePage'],
      ['/category/:slug', 'CategoryPage'],
      ['/product/:slug', 'ProductPage'],
      ['/resultados-de-busqueda', 'SearchPage'],
      ['/comparar', 'ComparePage'],
    ]);
  });

  it('maps every support page to the module mf-support exposes for it', () => {
    const supportPaths = REMOTE_ROUTES.filter((route) => route.remote === 'support').map((route) => [
      route.path,
      route.expose,
    ]);
    expect(supportPaths).toEqual([
      ['/pages/:slug', 'ContentPage'],
      ['/politica-de-privacidad', 'ContentPage'],
      ['/estado-orden', 'TrackingPage'],
      ['/encuesta/:orderId', 'SurveyPage'],
      ['/technical-support', 'TechnicalSupportPage'],
      ['/contact-us', 'ContactPage'],
      ['/ventas-corporativas', 'CorporateSalesPage'],
      ['/solicitud-de-servicio', 'ServiceRequestPage'],
      ['/ubicanos', 'StoresPage'],
    ]);
  });
});

describe('modo mantenimiento', () => {
  it('replaces the whole store when the run-time config says so', () => {
    const config: RuntimeConfig = {
      app: 'shell',
      apiBaseUrl: 'http://api.test',
      remotes: { catalog: 'x', cartCheckout: 'x', portal: 'x', support: 'x' },
      maintenance: true,
      chat: { phone: '', accountName: '', messageBody: '', placeholder: '' },
      analytics: { enabled: false },
    };
    render(<App config={config} />);
    expect(screen.getByRole('heading', { name: '¡Estamos en mantenimiento!' })).toBeInTheDocument();
    expect(screen.getByText(/Volveremos muy pronto/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('vistas de página (analítica)', () => {
  interface LayerWindow {
    dataLayer?: Record<string, unknown>[];
  }
  const win = window as unknown as LayerWindow;

  afterEach(() => {
    resetAnalytics();
    delete win.dataLayer;
    jest.useRealTimers();
  });

  it('sends a GA4 page_view per route when analytics is on', async () => {
    jest.useFakeTimers();
    configureAnalytics({ enabled: true, gtmContainerId: 'GTM-TEST1' });
    renderAt('/no-existe');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    });
    const views = (win.dataLayer ?? []).filter((entry) => entry.event === 'page_view');
    expect(views.map((view) => view.page_path)).toEqual(['/no-existe', '/']);
    expect(views[0]?.page_title).toBe('Página no encontrada — Tienda Tecnología HN');
  });

  it('sends nothing while analytics is off', async () => {
    jest.useFakeTimers();
    renderAt('/no-existe');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS * 2);
    });
    expect(win.dataLayer).toBeUndefined();
  });
});
