import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  getRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:4000/',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    cartCheckout: 'http://localhost:3002/mf-manifest.json',
    portal: 'http://localhost:3003/mf-manifest.json',
    support: 'http://localhost:3004/mf-manifest.json',
  },
  maintenance: true,
  chat: {
    phone: '50422801010',
    accountName: 'Tienda',
    messageBody: 'Hola',
    placeholder: 'Escribe',
    typing: true,
  },
};

describe('configuración en tiempo de ejecución', () => {
  it('parses a valid config and trims the API base URL', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(config.maintenance).toBe(true);
    expect(config.chat.typing).toBe(true);
  });

  it('keeps analytics off unless the config switches it on', () => {
    expect(parseRuntimeConfig(valid).analytics).toEqual({ enabled: false });
    expect(
      parseRuntimeConfig({
        ...valid,
        analytics: { enabled: true, gtmContainerId: 'GTM-ABC123', ga4MeasurementId: 42 },
      }).analytics,
    ).toEqual({ enabled: true, gtmContainerId: 'GTM-ABC123' });
  });

  it('names the missing key in Spanish', () => {
    const remotes: Partial<typeof valid.remotes> = { ...valid.remotes };
    delete remotes.catalog;
    expect(() => parseRuntimeConfig({ ...valid, remotes })).toThrow(
      'Configuración inválida: falta "remotes.catalog"',
    );
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('loads /config.json and installs it', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(new Response(JSON.stringify(valid), { status: 200 })));
    await loadRuntimeConfig('/config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
    expect(getRuntimeConfig().remotes.portal).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('reports an unreachable config', async () => {
    const fetchImpl = jest.fn(() =>
      Promise.resolve(new Response('', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(loadRuntimeConfig('/config.json', fetchImpl)).rejects.toThrow(
      'No se pudo leer la configuración (502 Bad Gateway)',
    );
  });
});
