import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch } from '@store/app-kit/testing';
import { makeStore } from '../../../app/store';
import { installTestRuntimeConfig } from '../../../test/render-with-providers';
import { contractEdited, creditConditionSet, selectCheckout } from '../checkout-slice';
import { buildCreditStatus, PAYMENT_DAYS_ANSWER, PERSONAL_LINE } from '../test/credit-fixtures';
import { creditStatusRequested } from './credit-thunks';

let fetchMock: MockFetch | undefined;

beforeEach(() => {
  sessionStorage.clear();
  installTestRuntimeConfig();
});

afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
});

describe('credit state (spec sections 3 and 4)', () => {
  it('the credit-status task goes loading → idle and fills creditConditions', async () => {
    let answer: (() => void) | undefined;
    fetchMock = mockFetch({
      'GET /customers/credit/7': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: buildCreditStatus() });
        }),
      'GET /credit-order/days': () => ({ body: PAYMENT_DAYS_ANSWER }),
    });
    const store = makeStore();
    const running = store.dispatch(creditStatusRequested(7));
    expect(selectCheckout(store.getState()).tasks['credit-status']).toEqual({
      status: 'loading',
      error: null,
    });
    // A second request while one runs is not sent.
    await store.dispatch(creditStatusRequested(7));
    await Promise.resolve();
    answer?.();
    await running;
    expect(selectCheckout(store.getState()).tasks['credit-status']).toEqual({ status: 'idle', error: null });
    expect(selectCheckout(store.getState()).creditConditions).toEqual(PERSONAL_LINE);
    const query = fetchMock.calls.find((call) => call.url.pathname === '/customers/credit/7');
    expect(query?.url.searchParams.get('expand')).toBe('creditStatus,creditPolicy,tieneMora');
    expect(fetchMock.calls.filter((call) => call.url.pathname === '/customers/credit/7')).toHaveLength(1);
  });

  it('the credit-status task goes to error with the server’s message', async () => {
    fetchMock = mockFetch({
      'GET /customers/credit/7': () => ({ status: 401, body: { message: 'Inicia sesión para continuar' } }),
      'GET /credit-order/days': () => ({ body: PAYMENT_DAYS_ANSWER }),
    });
    const store = makeStore();
    await store.dispatch(creditStatusRequested(7));
    expect(selectCheckout(store.getState()).tasks['credit-status']).toEqual({
      status: 'error',
      error: 'Inicia sesión para continuar',
    });
  });

  it('setting a credit condition updates one named field; editing merges into the first contract', async () => {
    fetchMock = mockFetch({
      'GET /customers/credit/7': () => ({ body: buildCreditStatus() }),
      'GET /credit-order/days': () => ({ body: PAYMENT_DAYS_ANSWER }),
    });
    const store = makeStore();
    await store.dispatch(creditStatusRequested(7));
    store.dispatch(creditConditionSet({ field: 'limitAmount', value: 5000 }));
    expect(selectCheckout(store.getState()).creditConditions).toEqual({
      ...PERSONAL_LINE,
      limitAmount: 5000,
    });

    store.dispatch(contractEdited({ downPayment: 25 }));
    store.dispatch(contractEdited({ term: 18 }));
    store.dispatch(contractEdited({ downPayment: 30, day: 15 }));
    expect(selectCheckout(store.getState()).contracts).toEqual([{ downPayment: 30, term: 18, day: 15 }]);
  });
});
