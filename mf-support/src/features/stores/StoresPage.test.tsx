import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorBody } from '@store/contracts';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { renderWithProviders } from '../../test/render-with-providers';
import { StoresPage } from './StoresPage';
import { buildStore, buildStores } from './stores-test-data';

let api: MockFetch | undefined;
afterEach(() => api?.restore());

function renderStores() {
  return renderWithProviders(<StoresPage />, { route: '/ubicanos', path: '/ubicanos' });
}

function storeCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function errorReply(status: number, message: string): { status: number; body: ErrorBody } {
  return { status, body: { message } };
}

describe('StoresPage (/ubicanos)', () => {
  it('lists the stores grouped by department, with their address, hours, phone and e-mail', async () => {
    api = mockFetch({ 'GET /stores': () => ({ body: buildStores() }) });
    renderStores();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tiendas y oficinas…');
    expect(screen.getByRole('heading', { level: 1, name: 'Ubícanos' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Tienda Tegucigalpa' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Ubícanos | Tienda Tecnología HN');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Francisco Morazán',
      'Cortés',
      'Atlántida',
    ]);
    const cortes = screen.getByRole('region', { name: 'Cortés' });
    expect(
      within(cortes)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tienda San Pedro Sula', 'Oficina de ventas corporativas Choloma']);

    const tegucigalpa = storeCard('Tienda Tegucigalpa');
    expect(
      within(tegucigalpa).getByText(
        'Boulevard Morazán, frente a Torre Metrópolis, local 3, Tegucigalpa, Francisco Morazán',
      ),
    ).toBeInTheDocument();
    expect(
      within(tegucigalpa).getByText(
        'Lunes a viernes de 8:00 a. m. a 6:00 p. m.; sábados de 8:00 a. m. a 12:00 m.',
      ),
    ).toBeInTheDocument();
    // Each value sits under its term, so a screen reader reads "Horario: …".
    expect(within(tegucigalpa).getByText('Horario').tagName).toBe('DT');
    expect(within(tegucigalpa).getByRole('link', { name: 'tegucigalpa@tecnologiahn.hn' })).toHaveAttribute(
      'href',
      'mailto:tegucigalpa@tecnologiahn.hn',
    );
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /stores']);
  });

  it('calls the store from a tel: link with the country code', async () => {
    api = mockFetch({ 'GET /stores': () => ({ body: buildStores() }) });
    renderStores();

    const card = await screen.findByRole('article', { name: 'Tienda San Pedro Sula' });
    expect(within(card).getByRole('link', { name: '2550-4500' })).toHaveAttribute('href', 'tel:+50425504500');
    expect(
      within(storeCard('Oficina de ventas La Ceiba')).getByRole('link', { name: '2443-4500' }),
    ).toHaveAttribute('href', 'tel:+50424434500');
  });

  it('offers "Cómo llegar" as a maps search for the address, in a new tab that its name announces', async () => {
    api = mockFetch({ 'GET /stores': () => ({ body: buildStores() }) });
    renderStores();

    const card = await screen.findByRole('article', { name: 'Oficina de ventas La Ceiba' });
    const directions = within(card).getByRole('link', {
      name: 'Cómo llegar a Oficina de ventas La Ceiba (se abre en una pestaña nueva)',
    });
    expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        'Avenida San Isidro, entre 8.ª y 9.ª calle, Barrio El Centro, La Ceiba, Atlántida, Honduras',
      )}`,
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    // One per store, each naming its own.
    expect(screen.getAllByRole('link', { name: /^Cómo llegar a / })).toHaveLength(4);
    // No map is embedded: nothing of a maps service is fetched by the page itself.
    expect(document.querySelector('iframe, script, img')).toBeNull();
  });

  it('marks only the stores that take payments and hand over orders', async () => {
    api = mockFetch({ 'GET /stores': () => ({ body: buildStores() }) });
    renderStores();

    const store = await screen.findByRole('article', { name: 'Tienda Tegucigalpa' });
    expect(within(store).getByText('Pago en tienda y retiro de pedidos')).toBeInTheDocument();
    expect(
      within(storeCard('Oficina de ventas La Ceiba')).queryByText('Pago en tienda y retiro de pedidos'),
    ).not.toBeInTheDocument();
  });

  it('leaves out a phone or e-mail the store does not have, and groups a store without place apart', async () => {
    api = mockFetch({
      'GET /stores': () => ({
        body: [buildStore({ id: 7, slug: 'kiosco', name: 'Kiosco', phone: '', email: '', place: null })],
      }),
    });
    renderStores();

    const kiosk = await screen.findByRole('article', { name: 'Kiosco' });
    expect(screen.getByRole('heading', { level: 2, name: 'Otras ubicaciones' })).toBeInTheDocument();
    expect(within(kiosk).queryByText('Teléfono')).not.toBeInTheDocument();
    expect(within(kiosk).queryByText('Correo')).not.toBeInTheDocument();
    expect(within(kiosk).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the server message when the stores cannot be read, and retries', async () => {
    let fail = true;
    api = mockFetch({
      'GET /stores': () =>
        fail
          ? errorReply(503, 'El servicio no está disponible. Intenta más tarde.')
          : { body: buildStores() },
    });
    renderStores();

    expect(await screen.findByText('El servicio no está disponible. Intenta más tarde.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ubícanos' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('article', { name: 'Tienda Tegucigalpa' })).toBeInTheDocument();
    expect(screen.queryByText('El servicio no está disponible. Intenta más tarde.')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('shows the status text when a failure has no message', async () => {
    api = mockFetch({ 'GET /stores': () => ({ status: 502, statusText: 'Bad Gateway' }) });
    renderStores();

    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bad Gateway');
  });

  it('says so when there are no stores, pointing to Contáctanos', async () => {
    api = mockFetch({ 'GET /stores': () => ({ body: [] }) });
    renderStores();

    expect(
      await screen.findByText('Por ahora no tenemos tiendas ni oficinas para mostrar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
