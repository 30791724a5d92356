import { eventBus } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { makeStore } from '../../app/store';
import { installTestRuntimeConfig } from '../../test/render-with-providers';
import { cartStateFromItems } from '../cart';
import { contactSaved, selectCheckout } from './checkout-slice';
import { embedAttributionHeaders, setEmbedAttribution } from './embed-attribution';
import { buildCreatedOrder, CART_ITEMS, VALID_CONTACT } from './test/order-fixtures';

let fetchMock: MockFetch | undefined;
let unhandleToasts: (() => void) | undefined;

beforeEach(() => {
  sessionStorage.clear();
  installTestRuntimeConfig();
  unhandleToasts = eventBus.handle('shell:toast-requested', () => ({ shown: true }));
});

afterEach(() => {
  setEmbedAttribution(null);
  fetchMock?.restore();
  unhandleToasts?.();
});

/** Creates the order from the cart and answers the headers `POST /orders` was sent with. */
async function createOrderHeaders(): Promise<Headers> {
  const seen: Headers[] = [];
  fetchMock = mockFetch({
    'POST /orders': ({ headers }) => {
      seen.push(headers);
      return { status: 201, body: buildCreatedOrder() };
    },
  });
  const store = makeStore({ cart: cartStateFromItems(CART_ITEMS) });
  await store.dispatch(contactSaved(VALID_CONTACT));
  expect(selectCheckout(store.getState()).id).toBe(123);
  const [headers] = seen;
  if (!headers) throw new Error('POST /orders no se envió');
  return headers;
}

describe('embed attribution of POST /orders', () => {
  it('adds nothing in the storefront (no attribution set)', async () => {
    expect(embedAttributionHeaders()).toEqual({});
    const headers = await createOrderHeaders();
    expect(headers.get('X-Embed-Integrator')).toBeNull();
    expect(headers.get('X-Embed-Origin')).toBeNull();
    expect(headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('names the integrator and the host origin inside an integrator page, keeping the idempotency key', async () => {
    setEmbedAttribution({ integrator: 'demo', hostOrigin: 'http://localhost:3005' });
    const headers = await createOrderHeaders();
    expect(headers.get('X-Embed-Integrator')).toBe('demo');
    expect(headers.get('X-Embed-Origin')).toBe('http://localhost:3005');
    expect(headers.get('Idempotency-Key')).toBeTruthy();
  });
});
