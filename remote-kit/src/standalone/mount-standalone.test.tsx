import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { Root } from 'react-dom/client';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { mountStandalone, type MountStandaloneOptions } from './mount-standalone';

const VALID_CONFIG = {
  app: 'support',
  apiBaseUrl: 'http://api.test',
  remotes: { catalog: 'x', cartCheckout: 'x', portal: 'x', support: 'x' },
  maintenance: false,
};

let fetchMock: MockFetch | undefined;
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  fetchMock?.restore();
  jest.restoreAllMocks();
});

async function mount(options: Partial<MountStandaloneOptions> = {}) {
  await act(async () => {
    root = await mountStandalone({
      title: 'Equipo de prueba',
      routes: <Route path="*" element={<p>Contenido del remoto</p>} />,
      container,
      ...options,
    });
  });
}

describe('mountStandalone', () => {
  it('without /config.json shows the one-line Spanish alert and never starts the app', async () => {
    fetchMock = mockFetch({ 'GET /config.json': () => ({ status: 503, statusText: 'Service Unavailable' }) });
    const onConfigLoaded = jest.fn();
    await mount({ onConfigLoaded });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo cargar la configuración de la tienda. Intenta recargar la página.',
    );
    expect(screen.queryByText('Contenido del remoto')).not.toBeInTheDocument();
    expect(onConfigLoaded).not.toHaveBeenCalled();
  });

  it('with a startup-error title shows that heading, the message and the error detail', async () => {
    fetchMock = mockFetch({ 'GET /config.json': () => ({ status: 503, statusText: 'Service Unavailable' }) });
    await mount({ startupErrorTitle: 'No pudimos iniciar soporte' });
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos iniciar soporte' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se pudo cargar la configuración de la tienda (/config.json). Recarga la página en unos minutos.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo leer la configuración (503 Service Unavailable)'),
    ).toBeInTheDocument();
  });

  it('with the configuration renders the team header, the routes and the extra content', async () => {
    fetchMock = mockFetch({ 'GET /config.json': () => ({ body: VALID_CONFIG }) });
    const onConfigLoaded = jest.fn();
    await mount({ onConfigLoaded, maxWidth: 'lg', children: <p>Diálogo</p> });
    expect(onConfigLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Equipo de prueba')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Contenido del remoto');
    expect(screen.getByText('Diálogo')).toBeInTheDocument();
  });
});
