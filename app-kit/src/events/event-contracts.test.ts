import { createEventBus, IntentNotHandledError } from '@store/shared-kernel';
import {
  INTENT_EVENT_NAMES,
  STATE_EVENT_NAMES,
  type CartProductSnapshot,
  type IntentEventName,
  type IntentEvents,
  type IntentResults,
  type StateEventName,
  type StateEvents,
} from './event-contracts';
import { channelOf, EVENT_VERSIONS, routesOf } from './event-versions';
import { createVersionedBus } from './versioned-bus';

/**
 * The contract test of every published event: what its owner publishes today reaches a consumer
 * built for the current version, a consumer of every older version still carried, and an app
 * built before kernel 1.0 (the event's old name); what such an older owner publishes still
 * reaches today's consumers. One sample per event: adding an event without one fails to compile.
 */
const product: CartProductSnapshot = {
  id: 7,
  slug: 'laptop-hp-14',
  name: 'Laptop HP 14',
  sku: 'HP-14',
  price: 15999.5,
  stock: 4,
  image: null,
  brandName: 'HP',
  categoryName: 'Laptops',
};

const STATE_SAMPLES: { [K in StateEventName]: StateEvents[K] } = {
  'cart:changed': {
    v: 1,
    count: 2,
    total: 31999,
    items: [
      {
        productId: 7,
        slug: 'laptop-hp-14',
        name: 'Laptop HP 14',
        qty: 2,
        price: 15999.5,
        sum: 31999,
        image: null,
      },
    ],
  },
  'portal:auth-changed': { v: 2, customerId: 5, displayName: 'Ana López' },
  'portal:wishlist-changed': { v: 1, count: 1, productIds: [7] },
  'catalog:compare-changed': { v: 1, count: 2, productIds: [7, 9] },
  'cart:checkout-step-changed': { v: 1, step: 2 },
  'cart:stock-changed': { v: 1, productIds: [7], at: 1764000000000 },
};

const INTENT_SAMPLES: { [K in IntentEventName]: { payload: IntentEvents[K]; answer: IntentResults[K] } } = {
  'cart:add-requested': { payload: { v: 1, product, qty: 2 }, answer: { qty: 2 } },
  'portal:login-requested': { payload: { v: 1, tab: 'signup', reason: 'opinar' }, answer: { opened: true } },
  'portal:wishlist-toggle-requested': {
    payload: { v: 1, productId: 7, slug: 'laptop-hp-14' },
    answer: { inWishlist: true },
  },
  'shell:toast-requested': {
    payload: { v: 1, message: 'Producto agregado al carrito', variant: 'success' },
    answer: { shown: true },
  },
};

function setUp() {
  const kernelBus = createEventBus();
  return { kernelBus, bus: createVersionedBus(kernelBus) };
}

describe('contratos de eventos', () => {
  it('names every event after its owner and versions each one', () => {
    for (const name of [...STATE_EVENT_NAMES, ...INTENT_EVENT_NAMES]) {
      expect(name).toMatch(/^(shell|catalog|cart|portal):[a-z-]+$/);
      expect(EVENT_VERSIONS[name].current).toBeGreaterThanOrEqual(1);
    }
    const legacy = Object.values(EVENT_VERSIONS).map((row) => row.legacyChannel);
    expect(new Set(legacy).size).toBe(legacy.length);
  });

  describe.each(STATE_EVENT_NAMES)('estado %s', (name) => {
    const sample = STATE_SAMPLES[name];

    it('reaches a current consumer once per publish, late subscribers included', () => {
      const { bus } = setUp();
      const early = jest.fn();
      bus.subscribe(name, early);
      bus.publish(name, sample);
      expect(early).toHaveBeenCalledTimes(1);
      expect(early).toHaveBeenCalledWith(sample);
      const late = jest.fn();
      bus.subscribe(name, late);
      expect(late).toHaveBeenCalledWith(sample);
      expect(bus.current(name)).toBe(sample);
    });

    it('reaches a consumer of every older version on its own channel, and an app built before 1.0', () => {
      const { bus, kernelBus } = setUp();
      bus.publish(name, sample);
      for (const route of routesOf(name)) {
        const seen = kernelBus.current(route.channel) as { v: number };
        expect(seen.v).toBe(route.v);
        expect(route.toCurrent(seen)).toEqual(sample);
      }
      expect((kernelBus.current(EVENT_VERSIONS[name].legacyChannel) as { v: number }).v).toBe(1);
    });

    it('reads what an owner built before 1.0 publishes (version 1 on the old name)', () => {
      const { bus, kernelBus } = setUp();
      const fromToday = createVersionedBus(createEventBus());
      fromToday.publish(name, sample);
      const asOldOwner = fromToday.kernelBus.current(EVENT_VERSIONS[name].legacyChannel) as { v: number };
      const listener = jest.fn();
      bus.subscribe(name, listener);
      kernelBus.publish(EVENT_VERSIONS[name].legacyChannel, asOldOwner);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(bus.current(name)).toEqual(sample);
    });

    it('ignores a version it does not know', () => {
      const { bus, kernelBus } = setUp();
      kernelBus.publish(channelOf(name, 99), { v: 99 });
      kernelBus.publish(channelOf(name, EVENT_VERSIONS[name].current), { v: 99 });
      expect(bus.current(name)).toBeUndefined();
    });
  });

  describe.each(INTENT_EVENT_NAMES)('intención %s', (name) => {
    const { payload, answer } = INTENT_SAMPLES[name];

    it('reaches a current owner, and its answer comes back', async () => {
      const { bus } = setUp();
      const owner = jest.fn(() => answer);
      bus.handle(name, owner);
      await expect(bus.request(name, payload)).resolves.toEqual(answer);
      expect(owner).toHaveBeenCalledWith(payload);
    });

    it('reaches an owner built before 1.0, and a requester built before 1.0 reaches today’s owner', async () => {
      const { bus, kernelBus } = setUp();
      const legacy = EVENT_VERSIONS[name].legacyChannel;
      const oldOwner = jest.fn(() => answer);
      const stop = kernelBus.handle(legacy, oldOwner);
      await expect(bus.request(name, payload)).resolves.toEqual(answer);
      expect(oldOwner).toHaveBeenCalledWith(payload);
      stop();

      const owner = jest.fn(() => answer);
      bus.handle(name, owner);
      await expect(kernelBus.request(legacy, payload)).resolves.toEqual(answer);
      expect(owner).toHaveBeenCalledWith(payload);
    });

    it('waits for an owner that registers later, and gives up in time when none does', async () => {
      const { bus } = setUp();
      const pending = bus.request(name, payload, { timeoutMs: 2000 });
      setTimeout(() => bus.handle(name, () => answer), 60);
      await expect(pending).resolves.toEqual(answer);

      const lonely = setUp().bus;
      await expect(lonely.request(name, payload, { timeoutMs: 80 })).rejects.toBeInstanceOf(
        IntentNotHandledError,
      );
    });
  });
});
