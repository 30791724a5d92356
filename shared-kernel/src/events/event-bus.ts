import { BehaviorSubject, Observable, filter } from 'rxjs';

/**
 * The page's bus, keyed by channel name. It knows no event, payload or version: which channels
 * exist and what they carry is the apps' contract (app-kit's event contracts), bundled into each
 * app, so the contract can grow without a new kernel. This API is the one kernel 0.1 had, so an
 * app built today runs beside a shell built before 1.0 (docs/independent-delivery.md).
 */

/** Every payload carries its version. */
export interface VersionedPayload {
  v: number;
}

/** How long an intent waits for its owner before the publisher is told nobody handled it. */
export const DEFAULT_INTENT_TIMEOUT_MS = 8000;

export class IntentNotHandledError extends Error {
  readonly code = 'intent-not-handled';
  constructor(readonly intent: string) {
    super(`Nadie atendió la solicitud "${intent}"`);
    this.name = 'IntentNotHandledError';
  }
}

/** An intent's owner: answers the request (or throws, which rejects the requester's promise). */
export type IntentHandler = (payload: unknown) => unknown;

interface PendingIntent {
  payload: unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface RequestOptions {
  /** Milliseconds to wait for an owner that has not subscribed yet. */
  timeoutMs?: number;
}

export interface EventBus {
  /** Identifies this bus instance: one per page, whatever number of bundles use it. */
  readonly instanceId: string;
  /** Replaces a state channel's value; every subscriber gets it. */
  // P: any payload with a version, fields and all (the kernel does not know the contract).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  publish<P extends VersionedPayload>(channel: string, payload: P): void;
  /** Calls `listener` with the current value (if any) and every later one. */
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
  current(channel: string): unknown;
  observe(channel: string): Observable<unknown>;
  /**
   * Asks the owner of some state to act. Resolves with the owner's answer; rejects with the
   * owner's error, or with IntentNotHandledError when no owner registered within the timeout.
   * Intents sent before the owner registers are queued and delivered in order.
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  request<P extends VersionedPayload>(
    channel: string,
    payload: P,
    options?: RequestOptions,
  ): Promise<unknown>;
  /** Registers the single owner of an intent; a later registration replaces it. */
  handle(channel: string, handler: IntentHandler): () => void;
  hasHandler(channel: string): boolean;
}

export function createEventBus(): EventBus {
  const instanceId = `bus-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const states = new Map<string, BehaviorSubject<unknown>>();
  const handlers = new Map<string, IntentHandler>();
  const pending = new Map<string, PendingIntent[]>();

  function stateSubject(channel: string) {
    let subject = states.get(channel);
    if (!subject) {
      subject = new BehaviorSubject<unknown>(undefined);
      states.set(channel, subject);
    }
    return subject;
  }

  function observe(channel: string): Observable<unknown> {
    return stateSubject(channel).pipe(filter((value) => value !== undefined));
  }

  function deliver(handler: IntentHandler, entry: Omit<PendingIntent, 'timer'>) {
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
    request(type, payload, options: RequestOptions = {}) {
      assertVersioned(type, payload);
      return new Promise<unknown>((resolve, reject) => {
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
    handle(type, handler) {
      const erased = handler;
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
