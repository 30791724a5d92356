import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../app/start-up';

/**
 * Loading a remote's module in short tasks rather than one long one. Without it, what follows the
 * remote entry's arrival runs as promise continuations of one task: starting the remote's
 * container (registering its shares), asking it for the module (checking the versions of the
 * shares it consumes, inserting its chunks' scripts), and, once a chunk arrives, evaluating the
 * module and everything it imports. On a phone each pair of these made one 70–160 ms task on the
 * category page (Lighthouse). A yield before each step ends the task there; the steps themselves
 * are the runtime's, in its order.
 */
export function pacingPlugin(pause: () => Promise<void> = yieldToBrowser): ModuleFederationRuntimePlugin {
  return {
    name: 'store-pacing',
    // A waterfall hook: it must give its arguments back.
    async beforeInitContainer(args) {
      await pause();
      return args;
    },
    // The runtime awaits what these listeners return (its AsyncHook), though its types say void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    async beforeGetExpose() {
      await pause();
    },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    async beforeExecuteFactory() {
      await pause();
    },
  };
}
