import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { eventBus, publishSession } from '@store/app-kit';
import type { StateEvents } from '@store/app-kit';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch, MockHandler } from '@store/app-kit/testing';
import { installTestRuntimeConfig, renderWithProviders } from '../../../test/render-with-providers';
import type { CartItem } from '../../cart';
import { cartStateFromItems } from '../../cart';
import { CheckoutPage } from '../CheckoutPage';
import type { ContactValues } from '../checkout-types';
import { CART_ITEMS, VALID_CONTACT } from './order-fixtures';

// The rendering harness of the checkout's component tests; the data lives in order-fixtures.

export interface CheckoutHarness {
  /** `mockFetch`, restored after the test. */
  mockFetch(handlers: Record<string, MockHandler>): MockFetch;
  /** The steps this remote publishes from now until the test ends (an earlier test's replay dropped). */
  watchSteps(): number[];
}

/**
 * The setup every checkout suite shares: empty storages, the run-time config and an anonymous
 * shopper before each test; after it, what the returned harness started is undone.
 */
export function setUpCheckoutTests(): CheckoutHarness {
  const cleanups: (() => void)[] = [];
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    installTestRuntimeConfig();
    act(() => publishSession({ customerId: null, displayName: null, token: null }));
  });
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });
  return {
    mockFetch(handlers) {
      const mock = mockFetch(handlers);
      cleanups.push(() => mock.restore());
      return mock;
    },
    watchSteps() {
      const steps: number[] = [];
      cleanups.push(
        eventBus.subscribe(
          'cart:checkout-step-changed',
          (payload: StateEvents['cart:checkout-step-changed']) => steps.push(payload.step),
        ),
      );
      steps.length = 0;
      return steps;
    },
  };
}

export function renderCheckout(items: CartItem[] = CART_ITEMS, { withLocationProbe = false } = {}) {
  return renderWithProviders(<CheckoutPage />, {
    preloadedState: { cart: cartStateFromItems(items) },
    route: '/checkout',
    withLocationProbe,
  });
}

export function field(name: RegExp) {
  return screen.getByRole('textbox', { name });
}

export async function fillContact(
  user: UserEvent,
  values: Partial<ContactValues> = VALID_CONTACT,
): Promise<void> {
  const labels: [keyof ContactValues, RegExp][] = [
    ['custom_field', /^Identidad/],
    ['firstname', /^Nombre/],
    ['lastname', /^Apellido/],
    ['email', /^Correo electrónico/],
    ['telephone', /^Teléfono/],
    ['fax', /^Segundo teléfono/],
  ];
  for (const [name, label] of labels) {
    const value = values[name];
    if (value === undefined) continue;
    const input = field(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}
