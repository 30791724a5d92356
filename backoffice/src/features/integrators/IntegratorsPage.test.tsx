import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTEGRATOR_MESSAGES, type AdminIntegrator, type NewIntegratorBody } from '@store/contracts';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

const CREATED: AdminIntegrator = {
  key: 'accesorios-tgu',
  name: 'Accesorios Tegucigalpa',
  origins: ['https://accesorios.ejemplo.hn'],
  disabled: false,
  disabledAt: null,
  secretRotatedAt: null,
  createdAt: '2026-11-28T03:00:00.000Z',
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('Nuevo integrador', () => {
  it('checks name, key and origins in Spanish before calling the API, then shows the secret once', async () => {
    api = stubApi({
      'GET /admin/integrators': { body: { items: [] } },
      'POST /admin/integrators': {
        status: 201,
        body: { integrator: CREATED, secret: 'clave-secreta-de-prueba' },
      },
    });
    renderApp('/integradores', staffWith(['admin'], { email: 'admin@ejemplo.hn' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nuevo integrador' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo integrador' });
    const create = within(dialog).getByRole('button', { name: 'Crear integrador' });

    await user.click(create);
    expect(within(dialog).getByText(INTEGRATOR_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(INTEGRATOR_MESSAGES.keyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(INTEGRATOR_MESSAGES.originsRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Nombre/), 'Accesorios Tegucigalpa');
    await user.type(within(dialog).getByLabelText(/Clave pública/), 'Accesorios TGU');
    await user.type(within(dialog).getByLabelText(/Orígenes permitidos/), 'http://accesorios.ejemplo.hn');
    await user.click(create);
    expect(within(dialog).getByText(INTEGRATOR_MESSAGES.keyFormat)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '«http://accesorios.ejemplo.hn» debe usar https:// (http:// solo para localhost en desarrollo)',
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Clave pública/));
    await user.type(within(dialog).getByLabelText(/Clave pública/), 'accesorios-tgu');
    await user.clear(within(dialog).getByLabelText(/Orígenes permitidos/));
    await user.type(within(dialog).getByLabelText(/Orígenes permitidos/), 'https://accesorios.ejemplo.hn');
    await user.click(create);

    const secret = await screen.findByRole('dialog', { name: 'Clave secreta de Accesorios Tegucigalpa' });
    expect(within(secret).getByText('clave-secreta-de-prueba')).toBeInTheDocument();
    const posted = api.calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.body as NewIntegratorBody)).toEqual([
      { key: 'accesorios-tgu', name: 'Accesorios Tegucigalpa', origins: ['https://accesorios.ejemplo.hn'] },
    ]);
    await user.click(within(secret).getByRole('button', { name: 'Ya la entregué' }));
    expect(screen.queryByText('clave-secreta-de-prueba')).not.toBeInTheDocument();
  });

  it("shows the API's 409 for a taken key in the form, keeping what was typed", async () => {
    api = stubApi({
      'GET /admin/integrators': { body: { items: [CREATED] } },
      'POST /admin/integrators': {
        status: 409,
        body: { code: 'INTEGRATOR_KEY_TAKEN', message: INTEGRATOR_MESSAGES.keyTaken('accesorios-tgu') },
      },
    });
    renderApp('/integradores', staffWith(['admin'], { email: 'admin@ejemplo.hn' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nuevo integrador' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo integrador' });
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Otro');
    await user.type(within(dialog).getByLabelText(/Clave pública/), 'accesorios-tgu');
    await user.type(within(dialog).getByLabelText(/Orígenes permitidos/), 'https://otro.ejemplo.hn');
    await user.click(within(dialog).getByRole('button', { name: 'Crear integrador' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      INTEGRATOR_MESSAGES.keyTaken('accesorios-tgu'),
    );
    expect(within(dialog).getByLabelText(/Clave pública/)).toHaveValue('accesorios-tgu');
  });
});
