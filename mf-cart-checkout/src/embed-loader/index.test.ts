/** The script as a page runs it: its globals, its default API URL and a second inclusion. */
import { API_URL, findFrame, sessionOk } from './testing/fake-api';

type Page = Window & {
  TiendaCheckout?: { mount: (element: HTMLElement, options: object) => { destroy: () => void } };
};

/** Runs the entry as a fresh copy of the script, loaded from `script`. */
async function runScript(script: HTMLScriptElement): Promise<void> {
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}

function scriptTag(apiUrl: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset.apiUrl = apiUrl;
  return script;
}

test('defines TiendaCheckout and <tienda-checkout> once, even when the page includes the script twice', async () => {
  const page = window as Page;
  expect(page.TiendaCheckout).toBeUndefined();

  await runScript(scriptTag(API_URL));
  const first = page.TiendaCheckout;
  const element = customElements.get('tienda-checkout');
  await expect(runScript(scriptTag('https://otra.example'))).resolves.toBeUndefined();

  expect(first).toEqual({ mount: expect.any(Function) });
  expect(Object.isFrozen(first)).toBe(true);
  expect(page.TiendaCheckout).toBe(first);
  expect(element).toBeDefined();
  expect(customElements.get('tienda-checkout')).toBe(element);

  // The first copy's data-api-url is the default apiUrl.
  const fetch = sessionOk();
  const host = document.createElement('div');
  document.body.append(host);
  first!.mount(host, { integrator: 'demo', lines: [{ productId: 1, qty: 1 }] });
  expect(fetch.mock.calls[0]![0]).toBe(`${API_URL}/embed/session?integrator=demo`);
  await findFrame(host);
});
