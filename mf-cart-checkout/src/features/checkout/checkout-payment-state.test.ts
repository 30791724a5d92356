import type { ErrorBody } from '@store/contracts';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { hideCardFromDevTools, makeStore } from '../../app/store';
import { installTestRuntimeConfig } from '../../test/render-with-providers';
import { cartStateFromItems } from '../cart';
import { startCheckoutListeners } from './checkout-listeners';
import { readCheckoutSession, writeCheckoutSession } from './checkout-session';
import {
  billingSaved,
  checkoutInitialState,
  paymentDeclined,
  paymentMethodChosen,
  selectCheckout,
} from './checkout-slice';
import { clearCardHandOff, peekCardHandOff } from './processor-data';
import {
  buildCardPaymentStarted,
  buildShippedOrder,
  CART_ITEMS,
  startCheckoutSession,
} from './test/order-fixtures';

const CARD = { card_number: '4111111111111111', card_name: 'CARLOS REYES', expiry: '12/30', cvc: '987' };

let fetchMock: MockFetch | undefined;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  installTestRuntimeConfig();
});

afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  clearCardHandOff();
});

describe('checkout state for payment (spec sections 3 and 4)', () => {
  it('starts with every field of the spec, the card as the method', () => {
    expect(checkoutInitialState()).toMatchObject({
      id: null,
      email: '',
      products: [],
      status: 'idle',
      task: 'init',
      step: 0,
      error: null,
      shippingTotal: 0,
      paymentMethod: 'credit-card',
      coupon: null,
      creditOrderId: null,
      contracts: [],
      willBeReset: false,
      tasks: { 'credit-status': { status: 'idle', error: null } },
    });
  });

  it('keeps the chosen method in the tab’s session, also across later writes of the step', () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
    const store = makeStore();
    // The checkout's pages run its listeners (./checkout-listeners.ts).
    const stopListeners = startCheckoutListeners(store.dispatch);
    store.dispatch(paymentMethodChosen('store-pay'));
    stopListeners();
    expect(readCheckoutSession()).toEqual({
      id: 123,
      accessToken: 'tok-123',
      step: 2,
      paymentMethod: 'store-pay',
    });
    writeCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3 });
    expect(readCheckoutSession()?.paymentMethod).toBe('store-pay');
    expect(selectCheckout(makeStore().getState()).paymentMethod).toBe('store-pay');
  });

  it('billing raises the step to at least 3 (idle → saving → idle) and holds processorData outside the store', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
    fetchMock = mockFetch({
      // The server's order still says step 2: the client's rule raises it anyway.
      'PUT /orders/123/billing': () => ({
        body: { ...buildCardPaymentStarted(), order: buildShippedOrder({ step: 2 }) },
      }),
    });
    const store = makeStore({ cart: cartStateFromItems(CART_ITEMS) });
    const pending = store.dispatch(billingSaved(CARD));
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'saving', task: 'billing' });
    // A second dispatch while saving sends nothing (double click).
    await store.dispatch(billingSaved(CARD));
    await pending;
    expect(fetchMock.calls).toHaveLength(1);
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'idle',
      task: 'billing',
      step: 3,
      error: null,
    });
    expect(peekCardHandOff()?.number).toBe('4111111111111111');
    expect(JSON.stringify(store.getState())).not.toContain('4111111111111111');
  });

  it("a failed billing keeps the server's message (status error), holds nothing", async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
    const refusal: ErrorBody = {
      message: 'Revisa los datos',
      fields: { 'order_payment.card_number': 'Número de tarjeta inválido' },
    };
    fetchMock = mockFetch({ 'PUT /orders/123/billing': () => ({ status: 400, body: refusal }) });
    const store = makeStore();
    await store.dispatch(billingSaved(CARD));
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'error',
      task: 'billing',
      error: 'Revisa los datos',
      step: 2,
    });
    expect(peekCardHandOff()).toBeNull();
  });

  it('a declined card puts the gateway’s reason on the billing task', () => {
    const store = makeStore();
    store.dispatch(paymentDeclined('Tarjeta rechazada'));
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'error',
      task: 'billing',
      error: 'Tarjeta rechazada',
    });
  });

  it('Redux DevTools would record the billing actions without the card', () => {
    const body = { order_payment: CARD };
    const actions = [
      { type: 'checkout/billingSaved/pending', meta: { arg: CARD, requestId: 'a' } },
      {
        type: 'cartCheckoutApi/executeMutation/pending',
        meta: { arg: { type: 'mutation', endpointName: 'saveBilling', originalArgs: { body } } },
      },
    ];
    const shown = actions.map((action) => hideCardFromDevTools(action));
    expect(JSON.stringify(shown)).not.toContain('4111111111111111');
    expect(shown[0]).toEqual({
      type: 'checkout/billingSaved/pending',
      meta: { arg: '[tarjeta omitida]', requestId: 'a' },
    });
    // Any other action is left as it is.
    const other = { type: 'checkout/shippingSaved/pending', meta: { arg: { municipality: '129' } } };
    expect(hideCardFromDevTools(other)).toBe(other);
  });
});
