import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginRequest } from '@store/contracts';
import { eventBus, getRuntimeConfig, setRuntimeConfig } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { buildLoginResponse } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { getBotCheckToken } from './bot-check';
import { LoginDialog } from './LoginDialog';

const SITE_KEY = 'clave-del-sitio-123';

function switchRecaptchaOn(): void {
  setRuntimeConfig({ ...getRuntimeConfig(), botCheck: { provider: 'recaptcha', siteKey: SITE_KEY } });
}

function providerScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[data-bot-check="recaptcha"]');
}

/** What Google's script does once it has loaded: defines `grecaptcha`, then fires `load`. */
function loadFakeRecaptcha(execute: (siteKey: string, options: { action: string }) => Promise<string>) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  providerScript()?.dispatchEvent(new Event('load'));
}

let fetchMock: MockFetch | undefined;
beforeEach(() => {
  installTestRuntimeConfig('portal');
  delete window.grecaptcha;
  providerScript()?.remove();
});
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

describe('bot check', () => {
  it('sends the development token when the configuration names no provider', async () => {
    await expect(getBotCheckToken('signup')).resolves.toBe('local-dev:signup');
    expect(providerScript()).toBeNull();
  });

  it("loads reCAPTCHA v3 with the configured site key and asks it for the action's token", async () => {
    switchRecaptchaOn();
    const pending = getBotCheckToken('login');
    await act(() => Promise.resolve());
    const script = providerScript();
    expect(script?.src).toBe(`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`);

    const execute = jest.fn<Promise<string>, [string, { action: string }]>(() =>
      Promise.resolve('token-real'),
    );
    loadFakeRecaptcha(execute);

    await expect(pending).resolves.toBe('token-real');
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'login' });
  });

  it('logs in with the provider token in the request', async () => {
    fetchMock = mockFetch({ 'POST /users/login': () => ({ body: buildLoginResponse() }) });
    renderWithProviders(<LoginDialog />);
    switchRecaptchaOn();
    await act(async () => {
      await eventBus.request('portal:login-requested', { v: 1 });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana.mejia@correo.hn');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta123');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await act(() => Promise.resolve());
    loadFakeRecaptcha((_siteKey, { action }) => Promise.resolve(`token-${action}`));

    await screen.findByText('¡Hola, Ana! Iniciaste sesión');
    expect(fetchMock.calls[0]?.body).toEqual({
      username: 'ana.mejia@correo.hn',
      password: 'secreta123',
      token: 'token-login',
    } satisfies LoginRequest);
  });

  it('says so in Spanish when the provider cannot be reached, and sends nothing', async () => {
    fetchMock = mockFetch({ 'POST /users/login': () => ({ body: buildLoginResponse() }) });
    renderWithProviders(<LoginDialog />);
    switchRecaptchaOn();
    await act(async () => {
      await eventBus.request('portal:login-requested', { v: 1 });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana.mejia@correo.hn');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta123');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await act(() => Promise.resolve());
    providerScript()?.dispatchEvent(new Event('error'));

    expect(
      await screen.findByText(
        'No pudimos cargar la verificación anti-robots (reCAPTCHA). Revisa tu conexión o desactiva el bloqueador de contenido y vuelve a intentarlo.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.calls).toEqual([]);
    // The next attempt tries to load the script again.
    expect(providerScript()).toBeNull();
  });
});
