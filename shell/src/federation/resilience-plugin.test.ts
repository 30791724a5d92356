import { resiliencePlugin, RETRY_DELAYS_MS } from './resilience-plugin';
import { isFallbackModule } from './fallback-module';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('plugin de resiliencia de federación', () => {
  const plugin = resiliencePlugin();
  const fetchHook = plugin.fetch as unknown as FetchHook;
  const errorHook = plugin.errorLoadRemote as unknown as ErrorHook;
  const original = globalThis.fetch;

  afterEach(() => {
    globalThis.fetch = original;
    jest.useRealTimers();
  });

  it('retries a manifest fetch that fails on the network, then succeeds', async () => {
    jest.useFakeTimers();
    let calls = 0;
    globalThis.fetch = jest.fn(() => {
      calls += 1;
      return calls < 3
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response('{}'));
    });
    const pending = fetchHook('http://localhost:3001/mf-manifest.json', {});
    for (const delay of RETRY_DELAYS_MS) await jest.advanceTimersByTimeAsync(delay);
    await expect(pending).resolves.toBeInstanceOf(Response);
    expect(calls).toBe(3);
  });

  it('gives up after the last retry with the network error', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const pending = fetchHook('http://localhost:3001/mf-manifest.json', {});
    const assertion = expect(pending).rejects.toThrow('Failed to fetch');
    for (const delay of RETRY_DELAYS_MS) await jest.advanceTimersByTimeAsync(delay);
    await assertion;
    expect(globalThis.fetch).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('gives the runtime what the shell reads of a fetched response (its choice of build)', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('{"full":true}')));
    const reading = resiliencePlugin((url, response) =>
      Promise.resolve(new Response(`${url} ${String(response.status)}`)),
    ).fetch as unknown as FetchHook;
    const answer = await reading('http://localhost:3001/mf-manifest.json', {});
    await expect(answer.text()).resolves.toBe('http://localhost:3001/mf-manifest.json 200');
  });

  it('answers a failed module load with a fallback module, not an exception', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      isFallbackModule(errorHook({ id: 'catalog/HomePage', error: new Error('x'), lifecycle: 'onLoad' })),
    ).toBe(true);
    expect(
      errorHook({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });
});
