import { BehaviorSubject, Observable, filter } from 'rxjs';
import type {
  IntentEventName,
  IntentEvents,
  IntentResults,
  StateEventName,
  StateEvents,
} from './event-contracts';

/** How long an intent waits for its owner before the publisher is told nobody handled it. */
export const DEFAULT_INTENT_TIMEOUT_MS = 8000;

export class IntentNotHandledError extends Error {
  readonly code = 'intent-not-handled';
  constructor(readonly intent: IntentEventName) {
    super(`Nadie atendió la solicitud "${intent}"`);
    this.name = 'IntentNotHandledError';
  }
}

type IntentHandler<K extends IntentEventName> = (
  payload: IntentEvents[K],
) => IntentResults[K] | Promise<IntentResults[K]>;

/** Intent handlers and queues are stored type-erased; `request`/`handle` restore the types. */
interface PendingIntent {
  payload: unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}
type ErasedHandler = (payload: unknown) => unknown;

export interface RequestOptions {
  /** Milliseconds to wait for an owner that has not subscribed yet. */
  timeoutMs?: number;
}

export interface EventBus {
  /** Identifies this bus instance: one per page, whatever number of bundles use it. */
  readonly instanceId: string;
  publish<K extends StateEventName>(type: K, payload: StateEvents[K]): void;
  /** Calls `listener` with the current value (if any) and every later one. */
  subscribe<K extends StateEventName>(type: K, listener: (payload: StateEvents[K]) => void): () => void;
  current<K extends StateEventName>(type: K): StateEvents[K] | undefined;
  observe<K extends StateEventName>(type: K): Observable<StateEvents[K]>;
  /**
   * Asks the owner of some state to act. Resolves with the owner's answer; rejects with the
   * owner's error, or with IntentNotHandledError when no owner registered within the timeout.
   * Intents sent before the owner registers are queued and delivered in order.
   */
  request<K extends IntentEventName>(
    type: K,
    payload: IntentEvents[K],
    options?: RequestOptions,
  ): Promise<IntentResults[K]>;
  /** Registers the single owner of an intent; a later registration replaces it. */
  handle<K extends IntentEventName>(type: K, handler: IntentHandler<K>): () => void;
  hasHandler(type: IntentEventName): boolean;
}

type AnyState = StateEvents[StateEventName];

export function createEventBus(): EventBus {
  const instanceId = `bus-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const states = new Map<StateEventName, BehaviorSubject<AnyState | undefined>>();
  const handlers = new Map<IntentEventName, ErasedHandler>();
  const pending = new Map<IntentEventName, PendingIntent[]>();

  function stateSubject<K extends StateEventName>(type: K) {
    let subject = states.get(type);
    if (!subject) {
      subject = new BehaviorSubject<AnyState | undefined>(undefined);
      states.set(type, subject);
    }
    return subject as unknown as BehaviorSubject<StateEvents[K] | undefined>;
  }

  function observe<K extends StateEventName>(type: K): Observable<StateEvents[K]> {
    return stateSubject(type).pipe(filter((value): value is StateEvents[K] => value !== undefined));
  }

  function deliver(handler: ErasedHandler, entry: Omit<PendingIntent, 'timer'>) {
    Promise.resolve()
      .then(() => handler(entry.payload))
      .then(entry.resolve, entry.reject);
  }

  return {
    instanceId,
    publish(type, payload) {
      assertVersioned(type, payload);
      stateSubject(type).next(payload);
    },
    subscribe(type, listener) {
      const subscription = observe(type).subscribe(listener);
      return () => subscription.unsubscribe();
    },
    current(type) {
      return stateSubject(type).getValue();
    },
    observe,
    request<K extends IntentEventName>(type: K, payload: IntentEvents[K], options: RequestOptions = {}) {
      assertVersioned(type, payload);
      return new Promise<IntentResults[K]>((resolveTyped, reject) => {
        const resolve = resolveTyped as (result: unknown) => void;
        const handler = handlers.get(type);
        if (handler) {
          deliver(handler, { payload, resolve, reject });
          return;
        }
        const entry: PendingIntent = {
          payload,
          resolve,
          reject,
          timer: setTimeout(() => {
            pending.set(
              type,
              (pending.get(type) ?? []).filter((item) => item !== entry),
            );
            reject(new IntentNotHandledError(type));
          }, options.timeoutMs ?? DEFAULT_INTENT_TIMEOUT_MS),
        };
        pending.set(type, [...(pending.get(type) ?? []), entry]);
      });
    },
    handle<K extends IntentEventName>(type: K, handler: IntentHandler<K>) {
      const erased = handler as unknown as ErasedHandler;
      handlers.set(type, erased);
      const queued = pending.get(type) ?? [];
      pending.delete(type);
      for (const entry of queued) {
        clearTimeout(entry.timer);
        deliver(erased, entry);
      }
      return () => {
        if (handlers.get(type) === erased) handlers.delete(type);
      };
    },
    hasHandler(type) {
      return handlers.has(type);
    },
  };
}

function assertVersioned(type: string, payload: unknown) {
  const v = (payload as { v?: unknown } | null)?.v;
  if (typeof v !== 'number') {
    throw new TypeError(`El evento "${type}" necesita un campo de versión "v" numérico`);
  }
}

/**
 * The page's bus. shared-kernel is a Module Federation singleton, so the shell and every
 * remote import this same instance.
 */
export const eventBus: EventBus = createEventBus();
