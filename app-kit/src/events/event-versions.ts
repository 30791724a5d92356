import type { VersionedPayload } from '@store/shared-kernel';
import { currentSessionToken } from '../session/session-token';
import type {
  AuthChangedV1,
  AuthChangedV2,
  EventName,
  IntentEventName,
  IntentEvents,
  StateEventName,
  StateEvents,
} from './event-contracts';

/** How one older version of an event is still published and read beside the current one. */
export interface OlderVersion<Current> {
  v: number;
  /** Publisher side: this version's payload, built from the current one. */
  fromCurrent(current: Current): VersionedPayload;
  /** Consumer side: a payload of this version, read as the current shape. */
  toCurrent(older: VersionedPayload): Current;
}

export interface EventVersioning<Current> {
  current: number;
  /** Older versions still carried, newest first. Removing one is the end of a migration. */
  older: readonly OlderVersion<Current>[];
  /**
   * The channel apps built before kernel 1.0 use for version 1 (the event's old, owner-less
   * name). Published and read until no such app is deployed; removed with kernel 2.0.
   */
  legacyChannel: string;
}

type Payloads = StateEvents & IntentEvents;
type VersionTable = { [K in EventName]: EventVersioning<Payloads[K]> };

const onlyCurrent = (legacyChannel: string) => ({ current: 1, older: [], legacyChannel });

const authV1: OlderVersion<AuthChangedV2> = {
  v: 1,
  // Version 1 carried the token: the owner's session token source is where it lives now.
  fromCurrent: ({ customerId, displayName }): AuthChangedV1 => ({
    v: 1,
    customerId,
    displayName,
    token: currentSessionToken(),
  }),
  toCurrent: (older) => {
    const { customerId, displayName } = older as AuthChangedV1;
    return { v: 2, customerId, displayName };
  },
};

/** Every event's versions. The event contract tests check each row both ways. */
export const EVENT_VERSIONS: VersionTable = {
  'cart:changed': onlyCurrent('cart-changed'),
  'portal:auth-changed': { current: 2, older: [authV1], legacyChannel: 'auth-changed' },
  'portal:wishlist-changed': onlyCurrent('wishlist-changed'),
  'catalog:compare-changed': onlyCurrent('compare-changed'),
  'cart:checkout-step-changed': onlyCurrent('checkout-step-changed'),
  'cart:stock-changed': onlyCurrent('stock-changed'),
  'cart:add-requested': onlyCurrent('cart-add-requested'),
  'portal:login-requested': onlyCurrent('login-requested'),
  'portal:wishlist-toggle-requested': onlyCurrent('wishlist-toggle-requested'),
  'shell:toast-requested': onlyCurrent('toast-requested'),
};

/** The bus channel of one version of an event: `cart:changed@1`. */
export function channelOf(name: EventName, v: number): string {
  return `${name}@${String(v)}`;
}

/** One channel an event travels on, and how its payloads map to and from the current version. */
export interface EventRoute<Current> {
  channel: string;
  v: number;
  fromCurrent(current: Current): VersionedPayload;
  toCurrent(payload: VersionedPayload): Current;
}

/** Routes are fixed by the table: built once per event, then read on every `current()` (renders). */
const routeCache = new Map<EventName, EventRoute<never>[]>();

/**
 * The channels of an event, most preferred first: the current version, the older ones, then the
 * pre-1.0 name (which carries version 1).
 */
export function routesOf<K extends EventName>(name: K): EventRoute<Payloads[K]>[] {
  const cached = routeCache.get(name) as EventRoute<Payloads[K]>[] | undefined;
  if (cached) return cached;
  const versioning = EVENT_VERSIONS[name] as EventVersioning<Payloads[K]>;
  const identity: Pick<EventRoute<Payloads[K]>, 'fromCurrent' | 'toCurrent'> = {
    fromCurrent: (current) => current,
    toCurrent: (payload) => payload as Payloads[K],
  };
  const routes: EventRoute<Payloads[K]>[] = [
    { channel: channelOf(name, versioning.current), v: versioning.current, ...identity },
    ...versioning.older.map((older) => ({
      channel: channelOf(name, older.v),
      v: older.v,
      fromCurrent: (current: Payloads[K]) => older.fromCurrent(current),
      toCurrent: (payload: VersionedPayload) => older.toCurrent(payload),
    })),
  ];
  const v1 = routes.find((route) => route.v === 1);
  if (v1) routes.push({ ...v1, channel: versioning.legacyChannel });
  routeCache.set(name, routes as EventRoute<never>[]);
  return routes;
}

/** The pre-1.0 channel names, for a shell that serves remotes built before 1.0. */
export function legacyChannels(names: readonly (StateEventName | IntentEventName)[]): string[] {
  return names.map((name) => EVENT_VERSIONS[name].legacyChannel);
}
