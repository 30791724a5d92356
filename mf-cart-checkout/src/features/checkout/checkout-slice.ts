import { createAsyncThunk, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type {
  BankCode,
  CardFields,
  CreateOrderBody,
  CreditContractChoice,
  Order,
  OrderLine,
  OrderShippingBody,
  PaymentMethod,
} from '@store/contracts';
import { isApiFailure, toApiFailure } from '@store/remote-kit';
import type { ApiFailure } from '@store/remote-kit';
import { removeKey, requestToast, STORAGE_KEYS, trackAnalytics } from '@store/app-kit';
import { rootReducer } from '../../app/root-reducer';
import type { RootState } from '../../app/root-reducer';
import { cartCleared, selectCartCoupon, selectCartItems } from '../cart';
import { checkoutApi } from './checkout-api';
import {
  clearCheckoutSession,
  readCheckoutSession,
  writeCheckoutReceipt,
  writeCheckoutSession,
} from './checkout-session';
import type { CheckoutSession } from './checkout-session';
import { commerceParams, trackPaymentInfo } from './checkout-analytics';
import { CHECKOUT_TEXT } from './checkout-text';
import type { CreditConditions } from './credit/credit-conditions';
import type { ContactValues, OrderRef, ShippingValues } from './checkout-types';
import { cleanContact } from './checkout-validation';
import { holdCardHandOff } from './processor-data';

/** docs/business-rules.md#checkout: the checkout's steps (the shell's stepper shows step − 1). */
export const CHECKOUT_STEP = { init: 0, contact: 1, shipping: 2, billing: 3, creditOrder: 4 } as const;

/** `loading` is the spec's word for a task that reads (the credit issue's); saves use `saving`. */
export type CheckoutStatus = 'loading' | 'idle' | 'saving' | 'error';
export type CheckoutTask =
  'init' | 'contact' | 'shipping' | 'billing' | 'transfer' | 'store-pay' | 'coupon' | 'credit-order';
/** What the left column shows: a step's form, or the order as the server computed it. */
export type CheckoutView = 'contact' | 'shipping' | 'review';

/** One named field of `creditConditions` and its new value. */
export type CreditConditionChange = {
  [K in keyof CreditConditions]: { field: K; value: CreditConditions[K] };
}[keyof CreditConditions];

/** What the customer may change of a contract: its down payment (%), term (months) and day. */
export type ContractEdit = Pick<CreditContractChoice, 'downPayment' | 'term' | 'day'>;

/** One `Idempotency-Key` per purchase attempt, reused only to retry the very same request. */
export interface CreationAttempt {
  key: string;
  fingerprint: string;
}

/**
 * The checkout workflow's own state. The order as the server has it, the places and the
 * quotes live in RTK Query's cache (`checkoutApi`); this says which order, which step, and
 * how the last save went.
 */
export interface CheckoutState {
  id: number | null;
  /**
   * Spec section 3's `email`, `products` and `shippingTotal`: the order's as the server last
   * answered (RTK Query's cached order is the source; these follow every answer, never edited).
   */
  email: string;
  products: OrderLine[];
  shippingTotal: number;
  /** Opens the order without a session (`X-Order-Token`); only `POST /orders` returns it. */
  accessToken: string | null;
  status: CheckoutStatus;
  task: CheckoutTask;
  step: number;
  error: string | null;
  /** A step the shopper went back to ('Editar contacto' / 'Editar envío'). */
  editing: 'contact' | 'shipping' | null;
  creation: CreationAttempt | null;
  /** Spec section 3: 'credit-card' unless the shopper chose another; survives a reload. */
  paymentMethod: PaymentMethod;
  /** The code the order carries (its amounts are the server's, in the cached order). */
  coupon: string | null;
  /** The credit request saved for the order (step 4). */
  creditOrderId: number | null;
  /**
   * What the customer chose for the credit contracts (down payment, term, day); the first is the
   * one the checkout edits (spec section 4: editing merges into the first contract).
   */
  contracts: CreditContractChoice[];
  /** The customer's credit line as the `credit-status` task last read it. */
  creditConditions: CreditConditions | null;
  /** Set while a completed order is resetting the checkout (cart, 'jet-cart', session). */
  willBeReset: boolean;
  /** Tasks that run beside the step's save with their own status (spec section 4). */
  tasks: { 'credit-status': { status: 'loading' | 'idle' | 'error'; error: string | null } };
}

/** A fresh checkout, or the order this tab was working on (sessionStorage 'corp-checkout'). */
export function checkoutInitialState(session?: CheckoutSession): CheckoutState {
  return {
    id: session?.id ?? null,
    email: '',
    products: [],
    shippingTotal: 0,
    accessToken: session?.accessToken ?? null,
    status: 'idle',
    task: 'init',
    step: session?.step ?? CHECKOUT_STEP.init,
    error: null,
    editing: null,
    creation: null,
    paymentMethod: session?.paymentMethod ?? 'credit-card',
    coupon: null,
    creditOrderId: null,
    contracts: [],
    creditConditions: null,
    willBeReset: false,
    tasks: { 'credit-status': { status: 'idle', error: null } },
  };
}

/** Orders still in checkout; any other (paid, expired, in credit review…) starts a new one. */
export const RESUMABLE_STATUSES: ReadonlySet<string> = new Set(['pending', 'pending_payment']);

const createCheckoutThunk = createAsyncThunk.withTypes<{
  state: RootState;
  rejectValue: ApiFailure;
}>();

/** The failure of an endpoint's `unwrap()` as the store keeps it (docs/business-rules.md#checkout). */
export const failureOf = (error: unknown): ApiFailure => (isApiFailure(error) ? error : toApiFailure(error));

function missingOrder(): ApiFailure {
  // Only reachable if a step is dispatched before the order exists (the UI never does).
  return { message: 'Guarda primero los datos de contacto', status: 409 };
}

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); a
 * store served over plain http still needs a key, so it is built from getRandomValues there.
 */
export function newIdempotencyKey(): string {
  const webCrypto: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto;
  if (webCrypto.randomUUID) return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 'Contacto': creates the order with the cart's lines, or updates the one in progress. */
export const contactSaved = createCheckoutThunk(
  'checkout/contactSaved',
  async (values: ContactValues, { getState, dispatch, rejectWithValue }) => {
    const state = getState();
    const contact = cleanContact(values);
    const products = selectCartItems(state).map(({ id, qty }) => ({ id, qty }));
    const { id, accessToken, creation } = selectCheckout(state);
    try {
      let order: Order;
      let token = accessToken;
      if (id === null) {
        const coupon = selectCartCoupon(state);
        const body: CreateOrderBody = {
          products,
          ...contact,
          ...(coupon.code && coupon.amount > 0 ? { coupon: coupon.code } : {}),
        };
        // A retry of the same request keeps its key, so a lost answer is replayed by the server
        // instead of reserving the stock twice; a changed request is a new attempt.
        const fingerprint = JSON.stringify(body);
        const key = creation?.fingerprint === fingerprint ? creation.key : newIdempotencyKey();
        dispatch(creationAttempted({ key, fingerprint }));
        order = await dispatch(
          checkoutApi.endpoints.createOrder.initiate({ body, idempotencyKey: key }),
        ).unwrap();
        token = order.accessToken ?? null;
      } else {
        order = await dispatch(
          checkoutApi.endpoints.updateOrder.initiate({
            order: { id, accessToken },
            body: { products, ...contact },
          }),
        ).unwrap();
      }
      const step = Math.max(selectCheckout(getState()).step, order.step, CHECKOUT_STEP.contact);
      writeCheckoutSession({ id: order.id, accessToken: token, step });
      requestToast(CHECKOUT_TEXT.contactSaved);
      return { id: order.id, accessToken: token, step };
    } catch (error) {
      return rejectWithValue(failureOf(error));
    }
  },
  { condition: (_values, { getState }) => selectCheckout(getState()).status !== 'saving' },
);

/** 'Envío': home delivery to a municipality. */
export const shippingSaved = createCheckoutThunk(
  'checkout/shippingSaved',
  async (values: ShippingValues, { getState, dispatch, rejectWithValue }) => {
    const { id, accessToken } = selectCheckout(getState());
    if (id === null) return rejectWithValue(missingOrder());
    const body: OrderShippingBody = {
      shipping_method: 'home',
      place_id: Number(values.municipality),
      address_1: values.address_1.trim(),
      address_2: values.address_2.trim(),
      ...values.recipient,
    };
    try {
      const order = await dispatch(
        checkoutApi.endpoints.saveShipping.initiate({ order: { id, accessToken }, body }),
      ).unwrap();
      const step = Math.max(selectCheckout(getState()).step, order.step, CHECKOUT_STEP.shipping);
      writeCheckoutSession({ id, accessToken, step });
      requestToast(CHECKOUT_TEXT.shippingSaved);
      trackAnalytics({
        name: 'add_shipping_info',
        params: { ...commerceParams(order), shipping_tier: order.shippingMethod },
      });
      return step;
    } catch (error) {
      return rejectWithValue(failureOf(error));
    }
  },
  { condition: (_values, { getState }) => selectCheckout(getState()).status !== 'saving' },
);

/**
 * A coupon code on the order in progress (`PUT /orders/{id}/coupon`, task 'coupon'): the server
 * judges it and prices the order; its answer becomes the cached order the page shows. A refusal
 * keeps the server's message (docs/business-rules.md#coupons: the same words as the lookup's).
 */
export const orderCouponSaved = createCheckoutThunk(
  'checkout/orderCouponSaved',
  async (code: string, { getState, dispatch, rejectWithValue }) => {
    const order = selectOrderRef(getState());
    if (!order) return rejectWithValue(missingOrder());
    try {
      const priced = await dispatch(
        checkoutApi.endpoints.saveOrderCoupon.initiate({ order, body: { code } }),
      ).unwrap();
      return priced.coupon?.code ?? null;
    } catch (error) {
      return rejectWithValue(failureOf(error));
    }
  },
  { condition: (_code, { getState }) => selectCheckout(getState()).status !== 'saving' },
);

/** 'Quitar' on the order in progress (`DELETE /orders/{id}/coupon`, task 'coupon'). */
export const orderCouponRemoved = createCheckoutThunk(
  'checkout/orderCouponRemoved',
  async (_arg: undefined, { getState, dispatch, rejectWithValue }) => {
    const order = selectOrderRef(getState());
    if (!order) return rejectWithValue(missingOrder());
    try {
      await dispatch(checkoutApi.endpoints.removeOrderCoupon.initiate(order)).unwrap();
    } catch (error) {
      return rejectWithValue(failureOf(error));
    }
  },
  { condition: (_arg, { getState }) => selectCheckout(getState()).status !== 'saving' },
);

/**
 * 'F. Pago' by card (`PUT /orders/{id}/billing`, task 'billing'): the server checks the card and
 * signs the gateway's form; its answer plus the typed card becomes `processorData`, held in
 * memory only (./processor-data.ts) for `/shopping/boton-pago`.
 */
export const billingSaved = createCheckoutThunk(
  'checkout/billingSaved',
  async (card: CardFields, { getState, dispatch, rejectWithValue }) => {
    const { id, accessToken } = selectCheckout(getState());
    if (id === null) return rejectWithValue(missingOrder());
    const request = dispatch(
      checkoutApi.endpoints.saveBilling.initiate({
        order: { id, accessToken },
        // No `processor`: the API signs for the gateway it is configured with.
        body: { order_payment: card },
      }),
    );
    try {
      const { processorData, order } = await request.unwrap();
      holdCardHandOff({ ...processorData, number: card.card_number, expiry: card.expiry, cvc: card.cvc });
      const step = Math.max(selectCheckout(getState()).step, order.step, CHECKOUT_STEP.billing);
      writeCheckoutSession({ id, accessToken, step, paymentMethod: 'credit-card' });
      // The card itself never goes to analytics: only the method and the order's lines.
      trackPaymentInfo(order, 'credit-card');
      return { step };
    } catch (error) {
      return rejectWithValue(failureOf(error));
    } finally {
      // RTK Query keeps a mutation's arguments in the store until reset: the card must not stay.
      request.reset();
    }
  },
  { condition: (_card, { getState }) => selectCheckout(getState()).status !== 'saving' },
);

/** The methods paid outside the store: the order waits (`pending_payment`) with instructions. */
export type OfflinePayment =
  { method: 'transfer'; bank: BankCode | null } | { method: 'store-pay'; storeId: number };

/**
 * 'F. Pago' by bank transfer (`PUT /orders/{id}/transfer`, task 'transfer') or at a store
 * (`PUT /orders/{id}/storepay`, task 'store-pay'). The server holds the stock 48 h from the first
 * such choice and answers the order with its instructions, which Finalización shows.
 */
export const offlinePaymentSaved = createCheckoutThunk(
  'checkout/offlinePaymentSaved',
  async (payment: OfflinePayment, { getState, dispatch, rejectWithValue }) => {
    const { id, accessToken } = selectCheckout(getState());
    if (id === null) return rejectWithValue(missingOrder());
    const ref = { id, accessToken };
    try {
      const order =
        payment.method === 'transfer'
          ? await dispatch(
              checkoutApi.endpoints.saveTransfer.initiate({ order: ref, body: { bank: payment.bank } }),
            ).unwrap()
          : await dispatch(
              checkoutApi.endpoints.saveStorePay.initiate({
                order: ref,
                body: { store_id: payment.storeId },
              }),
            ).unwrap();
      const step = Math.max(selectCheckout(getState()).step, order.step, CHECKOUT_STEP.billing);
      writeCheckoutSession({ id, accessToken, step, paymentMethod: payment.method });
      trackPaymentInfo(order, payment.method);
      return { step };
    } catch (error) {
      return rejectWithValue(failureOf(error));
    }
  },
  { condition: (_payment, { getState }) => selectCheckout(getState()).status !== 'saving' },
);

/**
 * A completed order (Finalización): the cart is refreshed to empty, the legacy 'jet-cart' key
 * and the tab's checkout session are removed, and the checkout starts over (spec section 4);
 * the order's id and token stay as the tab's receipt ('corp-checkout-receipt').
 */
export const checkoutCompleted = createCheckoutThunk(
  'checkout/completed',
  (receipt: OrderRef, { dispatch }) => {
    // A reload of Finalización still opens the order the checkout is about to forget (the
    // caller names it: the tab may have forgotten it already, once it read the order paid).
    writeCheckoutReceipt(receipt);
    dispatch(resetRequested());
    removeKey(STORAGE_KEYS.legacyCart);
    clearCheckoutSession();
    dispatch(cartCleared());
    dispatch(orderForgotten());
  },
);

/** Every call that answers the order as it now is (the billing's answer wraps it). */
const answeredOrder = isAnyOf(
  checkoutApi.endpoints.getOrder.matchFulfilled,
  checkoutApi.endpoints.updateOrder.matchFulfilled,
  checkoutApi.endpoints.saveShipping.matchFulfilled,
  checkoutApi.endpoints.saveOrderCoupon.matchFulfilled,
  checkoutApi.endpoints.removeOrderCoupon.matchFulfilled,
  checkoutApi.endpoints.saveTransfer.matchFulfilled,
  checkoutApi.endpoints.saveStorePay.matchFulfilled,
);

function mirrorOrder(state: CheckoutState, order: Order): void {
  state.email = order.email;
  state.products = order.products;
  state.shippingTotal = order.shippingTotal;
}

function failed(state: CheckoutState, payload: ApiFailure | undefined, fallback: string | undefined): void {
  state.status = 'error';
  state.error = payload?.message ?? fallback ?? 'Error inesperado';
}

function saved(state: CheckoutState, step: number): void {
  state.step = Math.max(state.step, step);
  state.status = 'idle';
  state.error = null;
  state.editing = null;
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: () => checkoutInitialState(readCheckoutSession()),
  reducers: {
    editStarted(state, action: PayloadAction<'contact' | 'shipping'>) {
      state.editing = action.payload;
      if (state.status === 'error') state.status = 'idle';
      state.error = null;
    },
    editCancelled(state) {
      state.editing = null;
      if (state.status === 'error') state.status = 'idle';
      state.error = null;
    },
    /** The shopper changed what the last failure was about (e.g. another municipality). */
    errorDismissed(state) {
      if (state.status !== 'error') return;
      state.status = 'idle';
      state.error = null;
    },
    creationAttempted(state, action: PayloadAction<CreationAttempt>) {
      state.creation = action.payload;
    },
    /** A reloaded tab read its order back: its saved step counts (never lowered). */
    orderResumed(state, action: PayloadAction<{ step: number }>) {
      state.step = Math.max(state.step, action.payload.step);
    },
    /** The order is gone, closed or no longer opens with its token: a new checkout starts. */
    orderForgotten() {
      return checkoutInitialState();
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    /** The spec's reset flag: a completed order is about to clear the checkout. */
    resetRequested(state) {
      state.willBeReset = true;
    },
    /** A task without a thunk of its own here (the credit request) starts: idle → saving. */
    taskStarted(state, action: PayloadAction<CheckoutTask>) {
      state.task = action.payload;
      state.status = 'saving';
      state.error = null;
    },
    /** …and fails with the server's message (or the status text). */
    taskFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    /** The credit request was saved: step 4 and its id (spec section 4). */
    creditOrderStored(state, action: PayloadAction<number>) {
      state.creditOrderId = action.payload;
      state.paymentMethod = 'credit';
      saved(state, CHECKOUT_STEP.creditOrder);
    },
    /** The `credit-status` task: loading → idle (conditions read) or error. */
    creditStatusLoading(state) {
      state.tasks['credit-status'] = { status: 'loading', error: null };
    },
    creditStatusLoaded(state, action: PayloadAction<CreditConditions>) {
      state.creditConditions = action.payload;
      state.tasks['credit-status'] = { status: 'idle', error: null };
    },
    creditStatusFailed(state, action: PayloadAction<string>) {
      state.tasks['credit-status'] = { status: 'error', error: action.payload };
    },
    /** Spec section 4: setting a credit condition updates one named field. */
    creditConditionSet(state, action: PayloadAction<CreditConditionChange>) {
      if (!state.creditConditions) return;
      state.creditConditions = { ...state.creditConditions, [action.payload.field]: action.payload.value };
    },
    /** Spec section 4: editing a contract merges the change into the first contract. */
    contractEdited(state, action: PayloadAction<ContractEdit>) {
      const [first, ...rest] = state.contracts;
      state.contracts = [{ ...first, ...action.payload }, ...rest];
    },
    /** The gateway declined the card (Finalización): back to 'F. Pago' with its reason. */
    paymentDeclined(state, action: PayloadAction<string>) {
      state.task = 'billing';
      state.status = 'error';
      state.error = action.payload;
      state.editing = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(contactSaved.pending, (state) => {
        state.status = 'saving';
        state.task = 'contact';
        state.error = null;
      })
      .addCase(contactSaved.fulfilled, (state, action) => {
        state.id = action.payload.id;
        state.accessToken = action.payload.accessToken;
        state.creation = null;
        saved(state, action.payload.step);
      })
      .addCase(contactSaved.rejected, (state, action) => {
        failed(state, action.payload, action.error.message);
      })
      .addCase(shippingSaved.pending, (state) => {
        state.status = 'saving';
        state.task = 'shipping';
        state.error = null;
      })
      .addCase(shippingSaved.fulfilled, (state, action) => {
        saved(state, action.payload);
      })
      .addCase(shippingSaved.rejected, (state, action) => {
        failed(state, action.payload, action.error.message);
      })
      .addCase(billingSaved.pending, (state) => {
        state.status = 'saving';
        state.task = 'billing';
        state.error = null;
      })
      .addCase(billingSaved.fulfilled, (state, action) => {
        state.paymentMethod = 'credit-card';
        saved(state, action.payload.step);
      })
      .addCase(billingSaved.rejected, (state, action) => {
        failed(state, action.payload, action.error.message);
      })
      .addCase(offlinePaymentSaved.pending, (state, action) => {
        state.status = 'saving';
        state.task = action.meta.arg.method;
        state.error = null;
      })
      .addCase(offlinePaymentSaved.fulfilled, (state, action) => {
        state.paymentMethod = action.meta.arg.method;
        saved(state, action.payload.step);
      })
      .addCase(offlinePaymentSaved.rejected, (state, action) => {
        failed(state, action.payload, action.error.message);
      })
      .addCase(orderCouponSaved.fulfilled, (state, action) => {
        state.coupon = action.payload;
      })
      .addCase(orderCouponRemoved.fulfilled, (state) => {
        state.coupon = null;
      })
      // The coupon changes neither the step nor the step being edited.
      .addMatcher(isAnyOf(orderCouponSaved.pending, orderCouponRemoved.pending), (state) => {
        state.status = 'saving';
        state.task = 'coupon';
        state.error = null;
      })
      .addMatcher(isAnyOf(orderCouponSaved.fulfilled, orderCouponRemoved.fulfilled), (state) => {
        state.status = 'idle';
        state.error = null;
      })
      .addMatcher(isAnyOf(orderCouponSaved.rejected, orderCouponRemoved.rejected), (state, action) => {
        failed(state, action.payload, action.error.message);
      })
      // The order just placed is the tab's (its id arrives with contactSaved, right after).
      .addMatcher(checkoutApi.endpoints.createOrder.matchFulfilled, (state, action) => {
        if (state.id === null) mirrorOrder(state, action.payload);
      })
      .addMatcher(answeredOrder, (state, action) => {
        if (action.payload.id === state.id) mirrorOrder(state, action.payload);
      })
      .addMatcher(checkoutApi.endpoints.saveBilling.matchFulfilled, (state, action) => {
        if (action.payload.order.id === state.id) mirrorOrder(state, action.payload.order);
      });
  },
});

export const {
  editStarted,
  editCancelled,
  errorDismissed,
  creationAttempted,
  orderResumed,
  orderForgotten,
  paymentMethodChosen,
  resetRequested,
  paymentDeclined,
  taskStarted,
  taskFailed,
  creditOrderStored,
  creditStatusLoading,
  creditStatusLoaded,
  creditStatusFailed,
  creditConditionSet,
  contractEdited,
} = checkoutSlice.actions;
declare module '../../app/root-reducer' {
  // Declaration merging: the checkout's state joins the root state's type where it is injected.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/**
 * Injected when this module loads, i.e. with the checkout's routes (the cart's start-up does not
 * import it). Until the next action the store has no `checkout` key: the selectors answer the
 * initial state (the tab's session) meanwhile.
 */
const injectedCheckout = checkoutSlice.injectInto(rootReducer);

type WithCheckout = Parameters<typeof injectedCheckout.selectSlice>[0];

export const selectCheckout = (state: WithCheckout): CheckoutState => injectedCheckout.selectSlice(state);
export const selectCheckoutStep = (state: WithCheckout): number => selectCheckout(state).step;
export const selectIsSaving = (state: WithCheckout): boolean => selectCheckout(state).status === 'saving';

/** The order in progress as the API calls address it; null before the contact step saved it. */
export function selectOrderRef(state: WithCheckout): OrderRef | null {
  const { id, accessToken } = selectCheckout(state);
  return id === null ? null : { id, accessToken };
}

export function selectCheckoutView(state: WithCheckout): CheckoutView {
  const { editing, step } = selectCheckout(state);
  if (editing) return editing;
  if (step < CHECKOUT_STEP.contact) return 'contact';
  if (step < CHECKOUT_STEP.shipping) return 'shipping';
  return 'review';
}
