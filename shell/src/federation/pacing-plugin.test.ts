import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { pacingPlugin } from './pacing-plugin';

/**
 * The real federation runtime loading a module of a remote whose entry is an object in memory
 * (a `loadEntry` plugin stands for the script): every step it takes is recorded, and so is each
 * pause the pacing plugin asks for.
 */
/** What a `loadEntry` listener gives the runtime: a remote's container. */
type RemoteEntry = NonNullable<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>>;

let hosts = 0;

function remoteLoadedWith(pause: () => Promise<void>, steps: string[]) {
  // A host and a remote of their own per test: the runtime keeps started containers page-wide.
  hosts += 1;
  const container = {
    init: jest.fn(() => {
      steps.push('container started');
      return Promise.resolve();
    }),
    get: jest.fn((expose: string) => {
      steps.push(`asked for ${expose}`);
      return Promise.resolve(() => {
        steps.push('module evaluated');
        return { default: 'CategoryPage' };
      });
    }),
  };
  const instance = createInstance({
    name: `pacing_test_host_${String(hosts)}`,
    remotes: [
      { name: `catalog${String(hosts)}`, entry: `http://catalog${String(hosts)}.test/remoteEntry.js` },
    ],
    shared: {},
    plugins: [
      // Cast: the runtime's type gives `get` another shape than a webpack container's (a promise
      // of the module's factory, as here and in the runtime's own code).
      { name: 'in-memory-entry', loadEntry: () => Promise.resolve(container as unknown as RemoteEntry) },
      pacingPlugin(pause),
    ],
  });
  return { instance, container, remote: `catalog${String(hosts)}` };
}

describe('pacingPlugin', () => {
  it("pauses before the remote's container starts, before the module is asked for and before it is evaluated", async () => {
    const steps: string[] = [];
    // Resumes in a later task, as a yield does: a step recorded before 'resumed' was not waited for.
    const pause = jest.fn(() => {
      steps.push('pause');
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          steps.push('resumed');
          resolve();
        }, 0),
      );
    });
    const { instance, remote } = remoteLoadedWith(pause, steps);
    const loaded = await instance.loadRemote<{ default: string }>(`${remote}/CategoryPage`);
    expect(loaded?.default).toBe('CategoryPage');
    expect(steps).toEqual([
      'pause',
      'resumed',
      'container started',
      'pause',
      'resumed',
      'asked for ./CategoryPage',
      'pause',
      'resumed',
      'module evaluated',
    ]);
  });

  it('a module of a container already started: two pauses, no second start', async () => {
    const steps: string[] = [];
    const { instance, container, remote } = remoteLoadedWith(() => {
      steps.push('pause');
      return Promise.resolve();
    }, steps);
    await instance.loadRemote(`${remote}/CategoryPage`);
    steps.length = 0;
    await instance.loadRemote(`${remote}/ProductPage`);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(steps).toEqual(['pause', 'asked for ./ProductPage', 'pause', 'module evaluated']);
  });
});
