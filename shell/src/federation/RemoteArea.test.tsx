import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteArea } from './RemoteArea';
import { renderShell } from '../test/render-shell';
import { loadRemoteModule, resetRemote, RemoteUnavailableError } from './remote-registry';
import { ServerAreasContext } from './server-areas';
import { areaKey, forgetComponent, loadComponent } from './loaded-components';

jest.mock('./remote-registry', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRegistry(),
);
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRuntime(),
);

const load = jest.mocked(loadRemoteModule);

function Greeting({ name }: { name?: string }) {
  return <h1>Hola {name}</h1>;
}

function Broken(): never {
  throw new Error('fallo al renderizar');
}

describe('RemoteArea', () => {
  beforeEach(() => {
    load.mockReset();
    jest.mocked(resetRemote).mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders at once what the server gives it, with the route's props and the server's", () => {
    const areas = new Map([
      ['catalog/ProductPage', { Component: Greeting, props: { name: 'San Pedro Sula' } }],
    ]);
    renderShell(
      <ServerAreasContext value={areas}>
        <RemoteArea remote="catalog" expose="ProductPage" props={{ name: 'Tegucigalpa' }} />
      </ServerAreasContext>,
    );
    // No loading state in between: the first render is the page (what the HTML carries).
    expect(screen.getByRole('heading', { name: 'Hola San Pedro Sula' })).toBeInTheDocument();
  });

  it('a component loaded before the first render (a hydrated area) is rendered once, not again after mounting', async () => {
    // Re-rendering the area right after hydration would make React hydrate the whole remote page
    // at once (one long task on a phone) instead of in slices.
    let renders = 0;
    function Counted() {
      renders += 1;
      return <h1>Página del catálogo</h1>;
    }
    load.mockResolvedValue({ default: Counted });
    await loadComponent('catalog', 'CategoryPage');
    renderShell(<RemoteArea remote="catalog" expose="CategoryPage" />);
    expect(screen.getByRole('heading', { name: 'Página del catálogo' })).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(renders).toBe(1);
    forgetComponent(areaKey('catalog', 'CategoryPage'));
  });

  it('renders the remote component with its props', async () => {
    load.mockResolvedValue({ default: Greeting });
    renderShell(<RemoteArea remote="catalog" expose="HomePage" props={{ name: 'Tegucigalpa' }} />);
    expect(await screen.findByRole('heading', { name: 'Hola Tegucigalpa' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', 'HomePage');
  });

  it('shows a Spanish message with "Reintentar" when the remote cannot load, and retries for real', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError('cartCheckout', 'CartPage'));
    renderShell(<RemoteArea remote="cartCheckout" expose="CartPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el carrito');
    expect(alert).toHaveTextContent('El resto de la tienda sigue funcionando.');

    load.mockResolvedValueOnce({ default: () => <h1>Carrito de compras</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Carrito de compras' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('cartCheckout');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a remote that throws while rendering inside its own box', async () => {
    load.mockResolvedValue({ default: Broken });
    renderShell(
      <>
        <p>Encabezado de la tienda</p>
        <RemoteArea remote="support" expose="ContentPage" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar soporte');
    expect(screen.getByText('Encabezado de la tienda')).toBeInTheDocument();
  });

  it('a failed widget stays silent instead of covering the page', async () => {
    load.mockRejectedValue(new RemoteUnavailableError('portal', 'LoginDialog'));
    renderShell(<RemoteArea remote="portal" expose="LoginDialog" variant="widget" />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a widget shows its fallback while loading and when its remote is down', async () => {
    let fail: (error: Error) => void = () => undefined;
    load.mockReturnValue(
      new Promise((_resolve, reject) => {
        fail = reject;
      }),
    );
    renderShell(
      <RemoteArea
        remote="cartCheckout"
        expose="CartDropdown"
        variant="widget"
        fallback={<a href="/cart">Carrito</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeInTheDocument();
    fail(new RemoteUnavailableError('cartCheckout', 'CartDropdown'));
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(await screen.findByRole('link', { name: 'Carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
