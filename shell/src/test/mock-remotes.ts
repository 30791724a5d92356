/**
 * Module factories for `jest.mock`: the federation runtime never touches the network in unit
 * tests, and `loadRemoteModule` becomes a mock each test scripts. Usage (jest.mock must stay in
 * the test file, where it is hoisted):
 *
 *   jest.mock('../federation/remote-registry', () =>
 *     jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRegistry());
 *   jest.mock('@module-federation/enhanced/runtime', () =>
 *     jest.requireActual<typeof import('../test/mock-remotes')>('../test/mock-remotes').mockedRuntime());
 */
import type * as Registry from '../federation/remote-registry';

export function mockedRegistry(): typeof Registry {
  const actual = jest.requireActual<typeof Registry>('../federation/remote-registry');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn() };
}

export function mockedRuntime() {
  return { loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() };
}

/** Makes every remote unavailable: the frame must stand on its own. */
export function allRemotesDown(load: jest.MockedFunction<typeof Registry.loadRemoteModule>): void {
  const { RemoteUnavailableError } = jest.requireActual<typeof Registry>('../federation/remote-registry');
  load.mockReset();
  load.mockImplementation((remote, expose) => Promise.reject(new RemoteUnavailableError(remote, expose)));
}
