import { addListener, isAnyOf } from '@reduxjs/toolkit';
import type {
  EmbedAppearance,
  EmbedCheckoutOptions,
  EmbedHostMessage,
  EmbedStep,
  Order,
} from '@store/contracts';
import type { RootState } from '../app/root-reducer';
import type { AppDispatch, AppStore } from '../app/store';
import { cartReplaced } from '../features/cart';
import { checkoutApi } from '../features/checkout/checkout-api';
import {
  billingSaved,
  checkoutCompleted,
  contactSaved,
  offlinePaymentSaved,
  paymentDeclined,
  selectCheckout,
  shippingSaved,
} from '../features/checkout/checkout-slice';
import type { OrderRef } from '../features/checkout/checkout-types';
import { buildEmbedCart } from './build-cart';
import type { HostChannel, HostInput } from './frame-messages';
import { FRAME_TEXT } from './frame-text';

/** What the frame shows under its heading. */
export type FramePhase =
  | { kind: 'waiting' } // no options yet, or the cart is being read
  | { kind: 'failed'; message: string }
  | { kind: 'checkout' };

export interface FrameSnapshot {
  phase: FramePhase;
  appearance: EmbedAppearance;
  /** The order was placed (or paid): the purchase is over, nothing more to cancel or change. */
  completed: boolean;
}

/** Plain functions (no `this`): React takes them as callbacks as they are. */
export interface FrameController {
  getSnapshot: () => FrameSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** The checkout is on screen: `ready`, once per document. */
  checkoutShown: () => void;
  /** The step on screen; `change` when it differs from the last one told. */
  stepShown: (step: EmbedStep) => void;
  /** The content's height changed: `resize`, once the host's first message was answered. */
  heightChanged: (height: number) => void;
  /** 'Cancelar compra'. */
  cancel: () => void;
  stop: () => void;
}

const addFrameListener = addListener.withTypes<RootState, AppDispatch>();

/** Which cart the options name: the same key means the same cart, whatever else changed. */
function cartSourceOf(options: EmbedCheckoutOptions): string {
  return options.cartToken !== undefined
    ? `token:${options.cartToken}`
    : `lines:${JSON.stringify(options.lines)}`;
}

/** The totals of `complete`, in HNL, as the order has them. */
function totalsOf(order: Order) {
  return {
    currency: 'HNL',
    subtotal: order.subtotal,
    shipping: order.shippingTotal,
    discount: order.discount,
    total: order.total,
  } as const;
}

/** A failed save the integrator should hear about: the API not reached, or failing itself. */
const savingFailed = isAnyOf(
  contactSaved.rejected,
  shippingSaved.rejected,
  billingSaved.rejected,
  offlinePaymentSaved.rejected,
);

/**
 * The frame's glue between the host (messages) and the real checkout (the store): builds the
 * cart from `init`/`update`, tells the host `ready`, `change`, `complete`, `error` and `cancel`.
 * React reads its snapshot (`useSyncExternalStore`); everything sent goes through `channel`.
 */
export function startFrameController({
  channel,
  store,
}: {
  channel: HostChannel;
  store: AppStore;
}): FrameController {
  let snapshot: FrameSnapshot = { phase: { kind: 'waiting' }, appearance: {}, completed: false };
  const listeners = new Set<() => void>();
  let received = 0;
  let cartSource: string | null = null;
  let builds = 0;
  let readyTold = false;
  let lastStep: EmbedStep | null = null;
  const completedOrders = new Set<number>();
  let height: number | null = null;
  let heightTold: number | null = null;
  let answered = false;

  function update(change: Partial<FrameSnapshot>): void {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  }

  /** Nothing goes to the host before its `init` is answered; the height then follows the content. */
  function tellHeight(): void {
    if (!answered || height === null || height === heightTold) return;
    heightTold = height;
    channel.post({ type: 'resize', height });
  }

  function tellStep(step: EmbedStep): void {
    if (!readyTold || step === lastStep) return;
    lastStep = step;
    channel.post({ type: 'change', step });
  }

  async function loadCart(options: EmbedCheckoutOptions, source: string): Promise<void> {
    const ticket = ++builds;
    if (snapshot.phase.kind !== 'checkout') update({ phase: { kind: 'waiting' } });
    const result = await buildEmbedCart(options, store.dispatch);
    // A newer message asked for another cart meanwhile: this answer is stale.
    if (ticket !== builds) return;
    answered = true;
    if (!result.ok) {
      cartSource = null;
      update({ phase: { kind: 'failed', message: result.message } });
      channel.post({ type: 'error', code: result.code, message: result.message });
    } else {
      // The host's lines replace whatever the cart held: nothing of an earlier embed survives.
      store.dispatch(cartReplaced(result.items));
      cartSource = source;
      update({ phase: { kind: 'checkout' } });
    }
    tellHeight();
  }

  function apply(message: EmbedHostMessage): void {
    const first = received === 0;
    received += 1;
    const { options } = message;
    if (options.appearance !== undefined || message.type === 'init') {
      update({ appearance: options.appearance ?? {} });
    }
    const source = cartSourceOf(options);
    if (source === cartSource) return;
    // The order holds the lines once it exists. The first message after the card round trip
    // (the document reloaded, the order in progress) rebuilds the cart the order came from.
    const orderStarted = selectCheckout(store.getState()).id !== null || snapshot.completed;
    if (orderStarted && !first) {
      channel.post({ type: 'error', code: 'invalid-options', message: FRAME_TEXT.orderInProgress });
      return;
    }
    void loadCart(options, source);
  }

  function onInput(input: HostInput): void {
    if (input.ok) apply(input.message);
    else channel.post({ type: 'error', code: 'invalid-options', message: input.reason });
  }

  async function completeOrder(ref: OrderRef, dispatch: AppDispatch, state: RootState): Promise<void> {
    if (completedOrders.has(ref.id)) return;
    completedOrders.add(ref.id);
    update({ completed: true });
    tellStep('complete');
    // Finalización has just read it; the cache holds it unless that read failed.
    const cached = checkoutApi.endpoints.getOrder.select(ref)(state).data;
    try {
      const order =
        cached ??
        (await dispatch(checkoutApi.endpoints.getOrder.initiate(ref, { subscribe: false })).unwrap());
      channel.post({
        type: 'complete',
        orderNumber: order.number,
        paymentMethod: order.paymentMethod,
        totals: totalsOf(order),
      });
    } catch {
      // The order exists but cannot be read now: the integrator's server confirms it anyway
      // (`GET /embed/orders/{number}`); `complete` is only a hint.
      channel.post({ type: 'error', code: 'network', message: FRAME_TEXT.orderUnconfirmed });
    }
  }

  const stopListening = channel.listen(onInput);
  const removers = [
    store.dispatch(
      addFrameListener({
        actionCreator: checkoutCompleted.fulfilled,
        effect: (action, api) => completeOrder(action.meta.arg, api.dispatch, api.getState()),
      }),
    ),
    store.dispatch(
      addFrameListener({
        actionCreator: paymentDeclined,
        effect: (action) => {
          channel.post({ type: 'error', code: 'payment-declined', message: action.payload });
        },
      }),
    ),
    store.dispatch(
      addFrameListener({
        matcher: savingFailed,
        effect: (action) => {
          const status = action.payload?.status ?? 0;
          if (status !== 0 && status < 500) return; // the form shows the shopper's own mistakes
          channel.post({
            type: 'error',
            code: 'network',
            message: action.payload?.message ?? action.error.message ?? '',
          });
        },
      }),
    ),
  ];

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    checkoutShown() {
      if (readyTold) return;
      readyTold = true;
      channel.post({ type: 'ready' });
    },
    stepShown: tellStep,
    heightChanged(value) {
      height = value;
      tellHeight();
    },
    cancel() {
      channel.post({ type: 'cancel' });
    },
    stop() {
      stopListening();
      for (const remove of removers) remove();
      listeners.clear();
    },
  };
}
