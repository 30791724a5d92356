/**
 * @jest-environment node
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockFetch, testRuntimeConfig, type MockFetch } from '@store/app-kit/testing';
import { ServerRemotes, serverFileOf, withTimeout, RemoteTimeoutError } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);
const manifests = testRuntimeConfig({
  remotes: {
    catalog: 'http://catalogo.test/mf-manifest.json',
    cartCheckout: 'http://carrito.test/mf-manifest.json',
    portal: 'http://cuenta.test/mf-manifest.json',
    support: 'http://soporte.test/apps/mf-manifest.json',
  },
}).remotes;

let manifest = '{"version":1}';
let fetchMock: MockFetch;

beforeEach(() => {
  manifest = '{"version":1}';
  load.mockReset().mockResolvedValue({ default: () => null });
  register.mockReset();
  fetchMock = mockFetch({ 'GET /server/mf-manifest.json': () => ({ body: JSON.parse(manifest) }) });
});
afterEach(() => fetchMock.restore());

const entries = (): [string | undefined, boolean | undefined][] =>
  register.mock.calls.map(([remotes, options]) => [
    remotes[0] && 'entry' in remotes[0] ? remotes[0].entry : undefined,
    options?.force,
  ]);

describe('ServerRemotes', () => {
  it("registers a remote's server entry beside its browser manifest, once per version", async () => {
    const remotes = new ServerRemotes(manifests, { checkIntervalMs: 0, timeoutMs: 1000 });
    await remotes.load('catalog', 'ProductPage');
    await remotes.load('catalog', 'HomePage');
    expect(load).toHaveBeenLastCalledWith('catalog/HomePage');
    expect(register).toHaveBeenCalledTimes(1);
    const [entry, force] = entries()[0] ?? [];
    expect(entry).toMatch(
      new RegExp(
        `^${serverFileOf(manifests.catalog, 'remoteEntry.js').replace(/[.?]/g, '\\$&')}\\?v=[0-9a-f]{16}-1$`,
      ),
    );
    expect(force).toBe(false);
    expect(remotes.versionOf('catalog')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a redeployed remote (its manifest changed) is registered again, forced, under a new URL', async () => {
    const remotes = new ServerRemotes(manifests, { checkIntervalMs: 0, timeoutMs: 1000 });
    await remotes.load('catalog', 'HomePage');
    const before = remotes.versionOf('catalog');
    manifest = '{"version":2}';
    await remotes.load('catalog', 'HomePage');
    expect(remotes.versionOf('catalog')).not.toBe(before);
    expect(entries()).toHaveLength(2);
    expect(entries()[1]?.[1]).toBe(true);
    expect(entries()[1]?.[0]).not.toBe(entries()[0]?.[0]);
  });

  it('asks for the manifest at most once per interval, once for concurrent requests', async () => {
    const remotes = new ServerRemotes(manifests, { checkIntervalMs: 60_000, timeoutMs: 1000 });
    await Promise.all([remotes.load('catalog', 'HomePage'), remotes.load('catalog', 'ProductPage')]);
    manifest = '{"version":2}';
    await remotes.load('catalog', 'HomePage');
    expect(fetchMock.calls).toHaveLength(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('after a failed load the next request checks and registers the remote afresh', async () => {
    const remotes = new ServerRemotes(manifests, { checkIntervalMs: 60_000, timeoutMs: 1000 });
    load.mockRejectedValueOnce(new Error('chunk 404'));
    await expect(remotes.load('catalog', 'HomePage')).rejects.toThrow('chunk 404');
    await remotes.load('catalog', 'HomePage');
    expect(fetchMock.calls).toHaveLength(2);
    expect(entries()).toHaveLength(2);
    expect(entries()[1]?.[1]).toBe(true);
  });

  it('a remote whose server manifest is missing fails (the page degrades to the browser)', async () => {
    fetchMock.restore();
    // The support remote lives under a path: its server files are under that path too.
    fetchMock = mockFetch({ 'GET /apps/server/mf-manifest.json': () => ({ status: 404 }) });
    const remotes = new ServerRemotes(manifests, { checkIntervalMs: 0, timeoutMs: 1000 });
    await expect(remotes.load('support', 'ContentPage')).rejects.toThrow('HTTP 404');
    expect(load).not.toHaveBeenCalled();
  });

  it('gives up on a remote that does not answer in time', async () => {
    load.mockReturnValue(new Promise(() => undefined));
    const remotes = new ServerRemotes(manifests, { checkIntervalMs: 0, timeoutMs: 30 });
    await expect(remotes.load('catalog', 'HomePage')).rejects.toBeInstanceOf(RemoteTimeoutError);
  });
});

describe('withTimeout', () => {
  it('answers what the promise answers when it is in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 50, 'x')).resolves.toBe(7);
  });
});
