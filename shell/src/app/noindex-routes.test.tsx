import { screen } from '@testing-library/react';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { AppRoutes } from './routes';
import { allRemotesDown } from '../test/mock-remotes';
import { renderShell, setScreenWidth } from '../test/render-shell';
import { loadRemoteModule } from '../federation/remote-registry';

jest.mock('../federation/remote-registry', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRegistry(),
);
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRuntime(),
);

let api: MockFetch;
beforeEach(() => {
  setScreenWidth(1280);
  installTestRuntimeConfig('shell');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Remotes down: the tag must not depend on the remote's page having loaded.
  allRemotesDown(jest.mocked(loadRemoteModule));
  api = mockFetch({ 'GET /menus': () => ({ body: { mega: [], main: [] } }) });
});
afterEach(() => api.restore());

const robots = () => document.head.querySelectorAll('meta[name="robots"]');

describe('pages search engines must not index', () => {
  it.each([
    '/cart',
    '/checkout',
    '/checkout/finalizacion',
    '/shopping/boton-pago',
    '/login',
    '/portal/nueva-contrasena',
    '/portal/perfil',
    '/comparar',
  ])('marks %s noindex', async (route) => {
    renderShell(<AppRoutes />, { route, stubRoutes: false });
    await screen.findAllByRole('button', { name: /reintentar/i });
    expect(robots()).toHaveLength(1);
    expect(robots()[0]?.getAttribute('content')).toBe('noindex');
  });

  it.each(['/', '/category/laptops', '/product/laptop-x', '/pages/quienes-somos', '/ubicanos'])(
    'leaves %s indexable',
    async (route) => {
      renderShell(<AppRoutes />, { route, stubRoutes: false });
      await screen.findAllByRole('button', { name: /reintentar/i });
      expect(robots()).toHaveLength(0);
    },
  );
});
