import { preloadServerRenderedAreas } from './hydration';
import { loadedComponent } from './loaded-components';
import { loadRemoteModule, RemoteUnavailableError } from './remote-registry';

jest.mock('./remote-registry', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRegistry(),
);
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRuntime(),
);

const load = jest.mocked(loadRemoteModule);
const ProductPage = () => null;

describe('preloadServerRenderedAreas', () => {
  it('loads every area the server rendered, so hydration renders them at once', async () => {
    load.mockImplementation((remote, expose) =>
      remote === 'catalog' && expose === 'ProductPage'
        ? Promise.resolve({ default: ProductPage })
        : Promise.reject(new RemoteUnavailableError(remote, expose)),
    );
    await preloadServerRenderedAreas([
      'catalog/ProductPage',
      'support/ContentPage',
      'desconocido/X',
      'sin-barra',
    ]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loadedComponent('catalog/ProductPage')).toBe(ProductPage);
    // A remote the browser cannot load is left out: its area renders as it would without the server.
    expect(loadedComponent('support/ContentPage')).toBeUndefined();
  });
});
