import {
  DEFAULT_INTENT_TIMEOUT_MS,
  IntentNotHandledError,
  type EventBus as KernelBus,
  type RequestOptions,
  type VersionedPayload,
} from '@store/shared-kernel';
import { pageKernel } from '../kernel/page-kernel';
import type {
  IntentEventName,
  IntentEvents,
  IntentResults,
  StateEventName,
  StateEvents,
} from './event-contracts';
import { routesOf, type EventRoute } from './event-versions';

/** How often a requester looks for an intent's owner that has not registered yet. */
export const OWNER_POLL_MS = 25;

/**
 * The event contract on top of the page's kernel bus: typed by event name, and every version
 * still carried travels on its own channel, so a consumer built for an older version keeps
 * reading while the owner publishes a newer one, and apps built before kernel 1.0 keep talking
 * to today's apps. This code is bundled into each app: it works the same over kernel 0.1's bus.
 */
export interface VersionedBus {
  /** The owner publishes the current version; the older versions are derived and published too. */
  publish<K extends StateEventName>(name: K, payload: StateEvents[K]): void;
  /** The newest version any channel holds, read as the current shape; undefined until published. */
  current<K extends StateEventName>(name: K): StateEvents[K] | undefined;
  /** Calls `listener` with the current value (if any) and every later one, once per change. */
  subscribe<K extends StateEventName>(name: K, listener: (payload: StateEvents[K]) => void): () => void;
  /**
   * Asks the owner, on the newest version the owner handles. Waits for an owner that has not
   * registered yet; rejects with IntentNotHandledError when none did within the timeout.
   */
  request<K extends IntentEventName>(
    name: K,
    payload: IntentEvents[K],
    options?: RequestOptions,
  ): Promise<IntentResults[K]>;
  /** Registers the single owner, for every version still carried. */
  handle<K extends IntentEventName>(
    name: K,
    handler: (payload: IntentEvents[K]) => IntentResults[K] | Promise<IntentResults[K]>,
  ): () => void;
  hasHandler(name: IntentEventName): boolean;
  /** The kernel bus underneath (one per page). */
  readonly kernelBus: KernelBus;
}

function isVersion(payload: unknown, v: number): payload is VersionedPayload {
  return typeof payload === 'object' && payload !== null && (payload as VersionedPayload).v === v;
}

export function createVersionedBus(kernelBus: KernelBus): VersionedBus {
  // A payload read from an older channel is converted once, so repeated reads of the same value
  // give the same object (React's useSyncExternalStore needs that).
  const converted = new WeakMap<object, unknown>();

  function read<C>(route: EventRoute<C>): { source: object; value: C } | undefined {
    const raw = kernelBus.current(route.channel);
    // Consumers ignore versions they do not know (a newer publisher's extra channels).
    if (!isVersion(raw, route.v)) return undefined;
    if (!converted.has(raw)) converted.set(raw, route.toCurrent(raw));
    return { source: raw, value: converted.get(raw) as C };
  }

  function newest<K extends StateEventName>(name: K) {
    for (const route of routesOf(name)) {
      const found = read(route);
      if (found) return found as { source: object; value: StateEvents[K] };
    }
    return undefined;
  }

  return {
    kernelBus,
    publish(name, payload) {
      for (const route of routesOf(name))
        kernelBus.publish(route.channel, route.fromCurrent(payload as never));
    },
    current: (name) => newest(name)?.value,
    subscribe(name, listener) {
      let delivered: object | undefined;
      const onChange = () => {
        const found = newest(name);
        // An owner publishes each version in turn: the listener hears the change once.
        if (!found || found.source === delivered) return;
        delivered = found.source;
        listener(found.value);
      };
      const stops = routesOf(name).map((route) => kernelBus.subscribe(route.channel, onChange));
      return () => stops.forEach((stop) => stop());
    },
    request<K extends IntentEventName>(name: K, payload: IntentEvents[K], options: RequestOptions = {}) {
      const routes = routesOf(name);
      const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_INTENT_TIMEOUT_MS);
      return new Promise<IntentResults[K]>((resolve, reject) => {
        const attempt = () => {
          const route = routes.find((candidate) => kernelBus.hasHandler(candidate.channel));
          if (route) {
            kernelBus
              .request(route.channel, route.fromCurrent(payload as never))
              .then((result) => resolve(result as IntentResults[K]), reject);
          } else if (Date.now() >= deadline) {
            reject(new IntentNotHandledError(name));
          } else {
            setTimeout(attempt, OWNER_POLL_MS);
          }
        };
        attempt();
      });
    },
    handle<K extends IntentEventName>(
      name: K,
      handler: (payload: IntentEvents[K]) => IntentResults[K] | Promise<IntentResults[K]>,
    ) {
      const stops = routesOf(name).map((route) =>
        kernelBus.handle(route.channel, (raw) => {
          if (!isVersion(raw, route.v)) {
            throw new TypeError(`"${route.channel}" recibió una versión que no conoce`);
          }
          return handler(route.toCurrent(raw));
        }),
      );
      return () => stops.forEach((stop) => stop());
    },
    hasHandler: (name) => routesOf(name).some((route) => kernelBus.hasHandler(route.channel)),
  };
}

/** The page's bus as this app's contract sees it. */
export const eventBus: VersionedBus = createVersionedBus(pageKernel.bus);
