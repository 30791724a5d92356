import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@store/shared-kernel';
import { Header } from './Header';
import { renderShell } from '../test/render-shell';

function setScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const list = {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };
}

describe('Header', () => {
  afterEach(() => {
    act(() => {
      eventBus.publish('cart-changed', { v: 1, count: 0, total: 0, items: [] });
      eventBus.publish('auth-changed', { v: 1, customerId: null, displayName: null, token: null });
    });
  });

  it('shows the search box and the spec links', () => {
    setScreenWidth(1280);
    renderShell(<Header />);
    const search = screen.getByRole('searchbox', { name: 'Buscar productos' });
    expect(search).toHaveAttribute('placeholder', 'Buscar productos...');
    expect(search).toBeRequired();
    expect(screen.getByRole('link', { name: 'Mi Pedido' })).toHaveAttribute('href', '/estado-orden');
    expect(screen.getByRole('link', { name: 'Servicio Técnico' })).toHaveAttribute(
      'href',
      '/technical-support',
    );
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contact-us');
  });

  it('updates the cart badge from cart-changed, including a value published before it mounted', () => {
    setScreenWidth(1280);
    eventBus.publish('cart-changed', { v: 1, count: 2, total: 300, items: [] });
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Carrito, 2 productos' })).toBeInTheDocument();
    act(() => eventBus.publish('cart-changed', { v: 1, count: 5, total: 900, items: [] }));
    expect(screen.getByRole('link', { name: 'Carrito, 5 productos' })).toBeInTheDocument();
  });

  it('shows 0 favourites for guests and asks for the login dialog on click', async () => {
    setScreenWidth(1280);
    eventBus.publish('wishlist-changed', { v: 1, count: 4, productIds: [1, 2, 3, 4] });
    const requests: unknown[] = [];
    const stop = eventBus.handle('login-requested', (payload) => {
      requests.push(payload);
      return { opened: true };
    });
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Favs, 0 productos' }));
    expect(requests).toEqual([{ v: 1, tab: 'login', reason: 'wishlist' }]);
    stop();
  });

  it('Mi Perfil opens the dialog on screens of 992px or more', async () => {
    setScreenWidth(992);
    const handler = jest.fn(() => ({ opened: true }));
    const stop = eventBus.handle('login-requested', handler);
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Mi Perfil' }));
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
  });

  it('Mi Perfil goes to /login below 992px', async () => {
    setScreenWidth(991);
    const handler = jest.fn(() => ({ opened: true }));
    const stop = eventBus.handle('login-requested', handler);
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Mi Perfil' }));
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('Mi Perfil goes to /portal when logged in', async () => {
    setScreenWidth(1280);
    eventBus.publish('auth-changed', { v: 1, customerId: 1, displayName: 'Ana', token: 't' });
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Mi Perfil' }));
    expect(await screen.findByText('Portal del cliente')).toBeInTheDocument();
  });
});
