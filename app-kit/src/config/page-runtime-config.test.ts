import { getRuntimeConfig, RuntimeConfigError } from '@store/shared-kernel';
import { testRuntimeConfig } from '../testing/runtime-config';
import { INLINE_CONFIG_ID, loadPageRuntimeConfig, readInlineRuntimeConfig } from './page-runtime-config';

const CONFIG = testRuntimeConfig({ app: 'shell' });

function inline(text: string): void {
  document.head.innerHTML = `<script id="${INLINE_CONFIG_ID}" type="application/json">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('configuración en la página', () => {
  it('uses the configuration the page arrived with, without asking /config.json', async () => {
    inline(JSON.stringify({ ...CONFIG, apiBaseUrl: 'http://api.inline/' }));
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const config = await loadPageRuntimeConfig();
    expect(config.apiBaseUrl).toBe('http://api.inline');
    expect(getRuntimeConfig()).toBe(config);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks /config.json when the page has none or it is not JSON', async () => {
    expect(readInlineRuntimeConfig()).toBeUndefined();
    inline('{no es json');
    expect(readInlineRuntimeConfig()).toBeUndefined();
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(CONFIG), { status: 200 }));
    await expect(loadPageRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'http://api.test' });
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it('refuses an inline configuration missing what the store needs, with the reason', () => {
    inline(JSON.stringify({ ...CONFIG, remotes: {} }));
    expect(() => readInlineRuntimeConfig()).toThrow(RuntimeConfigError);
  });
});
