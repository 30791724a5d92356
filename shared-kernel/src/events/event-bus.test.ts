import { createEventBus, IntentNotHandledError } from './event-bus';

/**
 * The kernel's bus is keyed by channel and knows no payload: these tests use channel names and
 * read payloads as the contract (app-kit) would. The contracts' own tests live in app-kit.
 */
interface Counted {
  v: number;
  count: number;
}
interface AddToCart {
  v: number;
  product: { id: number };
  qty?: number;
}

describe('bus de eventos: estados', () => {
  it('replays the last value to a late subscriber (a remote loaded later sees the cart count)', () => {
    const bus = createEventBus();
    bus.publish('cart-changed', { v: 1, count: 1, total: 100, items: [] });
    bus.publish('cart-changed', { v: 1, count: 3, total: 300, items: [] });
    const seen: number[] = [];
    const stop = bus.subscribe('cart-changed', (payload) => seen.push((payload as Counted).count));
    expect(seen).toEqual([3]);
    bus.publish('cart-changed', { v: 1, count: 4, total: 400, items: [] });
    expect(seen).toEqual([3, 4]);
    stop();
    bus.publish('cart-changed', { v: 1, count: 5, total: 500, items: [] });
    expect(seen).toEqual([3, 4]);
    expect((bus.current('cart-changed') as Counted).count).toBe(5);
  });

  it('does not call a subscriber before any value exists', () => {
    const bus = createEventBus();
    const listener = jest.fn();
    bus.subscribe('auth-changed', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(bus.current('auth-changed')).toBeUndefined();
  });

  it('keeps each state event separate', () => {
    const bus = createEventBus();
    bus.publish('wishlist-changed', { v: 1, count: 2, productIds: [1, 2] });
    expect(bus.current('compare-changed')).toBeUndefined();
    expect(bus.current('wishlist-changed')).toEqual({ v: 1, count: 2, productIds: [1, 2] });
  });

  it('rejects a payload without a numeric version field', () => {
    const bus = createEventBus();
    const unversioned = { count: 1, total: 1, items: [] } as unknown as Counted;
    expect(() => bus.publish('cart-changed', unversioned)).toThrow('necesita un campo de versión');
  });

  it('gives every bus its own instance id', () => {
    expect(createEventBus().instanceId).not.toBe(createEventBus().instanceId);
  });
});

describe('bus de eventos: intenciones', () => {
  afterEach(() => jest.useRealTimers());

  it('delivers to the registered owner and resolves with its answer', async () => {
    const bus = createEventBus();
    bus.handle('login-requested', (payload) => ({ opened: (payload as { tab?: string }).tab === 'signup' }));
    await expect(bus.request('login-requested', { v: 1, tab: 'signup' })).resolves.toEqual({ opened: true });
  });

  it('queues intents sent before the owner listens and delivers them in order', async () => {
    const bus = createEventBus();
    const first = bus.request('cart-add-requested', { v: 1, product: product(1) });
    const second = bus.request('cart-add-requested', { v: 1, product: product(2), qty: 3 });
    const received: number[] = [];
    bus.handle('cart-add-requested', (payload) => {
      const intent = payload as AddToCart;
      received.push(intent.product.id);
      return { qty: intent.qty ?? 1 };
    });
    await expect(first).resolves.toEqual({ qty: 1 });
    await expect(second).resolves.toEqual({ qty: 3 });
    expect(received).toEqual([1, 2]);
  });

  it('tells the publisher when nobody handled the intent in time, and never delivers it later', async () => {
    jest.useFakeTimers();
    const bus = createEventBus();
    const pending = bus.request('cart-add-requested', { v: 1, product: product(1) }, { timeoutMs: 1000 });
    jest.advanceTimersByTime(1000);
    await expect(pending).rejects.toBeInstanceOf(IntentNotHandledError);
    const handler = jest.fn(() => ({ qty: 1 }));
    bus.handle('cart-add-requested', handler);
    await Promise.resolve();
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes the owner’s error back to the publisher', async () => {
    const bus = createEventBus();
    bus.handle('wishlist-toggle-requested', () => {
      throw new Error('Sin sesión');
    });
    await expect(bus.request('wishlist-toggle-requested', { v: 1, productId: 1, slug: 'x' })).rejects.toThrow(
      'Sin sesión',
    );
  });

  it('stops delivering after the owner unregisters; a newer owner replaces the old one', async () => {
    const bus = createEventBus();
    const old = jest.fn(() => ({ shown: true }));
    const stop = bus.handle('toast-requested', old);
    const newer = jest.fn(() => ({ shown: true }));
    bus.handle('toast-requested', newer);
    stop(); // the old owner's cleanup must not remove the newer one
    expect(bus.hasHandler('toast-requested')).toBe(true);
    await bus.request('toast-requested', { v: 1, message: 'Hola', variant: 'info' });
    expect(newer).toHaveBeenCalledTimes(1);
    expect(old).not.toHaveBeenCalled();
  });
});

function product(id: number) {
  return {
    id,
    slug: `p-${String(id)}`,
    name: `Producto ${String(id)}`,
    sku: `SKU-${String(id)}`,
    price: 100,
    stock: 5,
    image: null,
    brandName: 'HP',
    categoryName: 'Laptops',
  };
}
