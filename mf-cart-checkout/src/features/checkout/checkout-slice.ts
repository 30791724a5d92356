import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestToast } from '@store/shared-kernel';
import { selectCartCoupon, selectCartItems } from '../cart/cart-slice';
import type { CartState } from '../cart/cart-slice';
import {
  createOrder,
  fetchOrder,
  fetchShippingQuote,
  saveOrderShipping,
  toFailure,
  updateOrder,
} from './checkout-api';
import type { CreateOrderBody, HomeShippingBody, QuoteTarget } from './checkout-api';
import { clearCheckoutSession, readCheckoutSession, writeCheckoutSession } from './checkout-session';
import type { CheckoutSession } from './checkout-session';
import { CHECKOUT_TEXT } from './checkout-text';
import type {
  CheckoutFailure,
  CheckoutOrder,
  ContactValues,
  OrderLine,
  ShippingQuote,
  ShippingValues,
} from './checkout-types';
import { cleanContact } from './checkout-validation';

/** Spec section 3: the checkout's steps (the shell's stepper shows step − 1). */
export const CHECKOUT_STEP = { init: 0, contact: 1, shipping: 2, billing: 3, creditOrder: 4 } as const;

export type CheckoutStatus = 'loading' | 'idle' | 'saving' | 'error';
export type CheckoutTask =
  'init' | 'contact' | 'shipping' | 'billing' | 'transfer' | 'store-pay' | 'coupon' | 'credit-order';
/** What the left column shows: a step's form, or the order as the server computed it. */
export type CheckoutView = 'contact' | 'shipping' | 'review';

export interface ShippingQuoteState {
  /** The latest quote asked for; answers to older ones are dropped. */
  requestId: string | null;
  loading: boolean;
  value: ShippingQuote | null;
}

/** One `Idempotency-Key` per purchase attempt, reused only to retry the very same request. */
export interface CreationAttempt {
  key: string;
  fingerprint: string;
}

export interface CheckoutState {
  id: number | null;
  /** Opens the order without a session (`X-Order-Token`); only `POST /orders` returns it. */
  accessToken: string | null;
  email: string | null;
  products: OrderLine[];
  status: CheckoutStatus;
  task: CheckoutTask;
  step: number;
  paymentMethod: string;
  error: string | null;
  /** The saved shipping cost (spec: the response's total parsed to a number); null before. */
  shippingTotal: number | null;
  /** The last order the server answered: its totals are the ones to show. */
  order: CheckoutOrder | null;
  /** A step the shopper went back to ('Editar contacto' / 'Editar envío'). */
  editing: 'contact' | 'shipping' | null;
  quote: ShippingQuoteState;
  creation: CreationAttempt | null;
}

const NO_QUOTE: ShippingQuoteState = { requestId: null, loading: false, value: null };

/** A fresh checkout, or the order this tab was working on (sessionStorage 'corp-checkout'). */
export function checkoutInitialState(session?: CheckoutSession): CheckoutState {
  return {
    id: session?.id ?? null,
    accessToken: session?.accessToken ?? null,
    email: null,
    products: [],
    status: 'idle',
    task: 'init',
    step: session?.step ?? CHECKOUT_STEP.init,
    paymentMethod: 'credit-card',
    error: null,
    shippingTotal: null,
    order: null,
    editing: null,
    quote: NO_QUOTE,
    creation: null,
  };
}

/** Orders still in checkout; any other (paid, expired, in credit review…) starts a new one. */
const RESUMABLE_STATUSES: ReadonlySet<string> = new Set(['pending', 'pending_payment']);

interface CheckoutRootState {
  cart: CartState;
  checkout: CheckoutState;
}

const createCheckoutThunk = createAsyncThunk.withTypes<{
  state: CheckoutRootState;
  rejectValue: CheckoutFailure;
}>();

function missingOrder(): CheckoutFailure {
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

/** Re-reads the order of a reloaded tab; a gone or closed order is forgotten. */
export const orderResumed = createCheckoutThunk(
  'checkout/orderResumed',
  async (_arg: undefined, { getState, rejectWithValue }) => {
    const { id, accessToken, step } = getState().checkout;
    if (id === null) return null;
    try {
      const order = await fetchOrder(id, accessToken);
      if (!RESUMABLE_STATUSES.has(order.status)) {
        clearCheckoutSession();
        return null;
      }
      writeCheckoutSession({ id, accessToken, step: Math.max(step, order.step) });
      return order;
    } catch (error) {
      const failure = toFailure(error);
      // The API answers 404 for a missing order and for a token that no longer opens it alike.
      if (failure.status === 404) {
        clearCheckoutSession();
        return null;
      }
      return rejectWithValue(failure);
    }
  },
  {
    condition: (_arg, { getState }) => {
      const { id, status } = getState().checkout;
      return id !== null && status !== 'loading';
    },
  },
);

/** 'Contacto': creates the order with the cart's lines, or updates the one in progress. */
export const contactSaved = createCheckoutThunk(
  'checkout/contactSaved',
  async (values: ContactValues, { getState, dispatch, rejectWithValue }) => {
    const state = getState();
    const contact = cleanContact(values);
    const products = selectCartItems(state).map(({ id, qty }) => ({ id, qty }));
    const { id, accessToken, creation } = state.checkout;
    try {
      let order: CheckoutOrder;
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
        const created = await createOrder(body, key);
        order = created.order;
        token = created.accessToken;
      } else {
        order = await updateOrder(id, accessToken, { products, ...contact });
      }
      const step = Math.max(getState().checkout.step, order.step, CHECKOUT_STEP.contact);
      writeCheckoutSession({ id: order.id, accessToken: token, step });
      requestToast(CHECKOUT_TEXT.contactSaved);
      return { order, accessToken: token };
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
  { condition: (_values, { getState }) => getState().checkout.status !== 'saving' },
);

/** The shipping cost of a municipality's zone, before saving (the order does not change). */
export const shippingQuoted = createCheckoutThunk(
  'checkout/shippingQuoted',
  async (target: QuoteTarget, { getState, rejectWithValue, signal }) => {
    const { id, accessToken } = getState().checkout;
    if (id === null) return rejectWithValue(missingOrder());
    try {
      return await fetchShippingQuote(id, accessToken, target, signal);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

/** 'Envío': home delivery to a municipality. */
export const shippingSaved = createCheckoutThunk(
  'checkout/shippingSaved',
  async (values: ShippingValues, { getState, rejectWithValue }) => {
    const { id, accessToken } = getState().checkout;
    if (id === null) return rejectWithValue(missingOrder());
    const body: HomeShippingBody = {
      shipping_method: 'home',
      place_id: Number(values.municipality),
      address_1: values.address_1.trim(),
      address_2: values.address_2.trim(),
    };
    try {
      const order = await saveOrderShipping(id, accessToken, body);
      const step = Math.max(getState().checkout.step, order.step, CHECKOUT_STEP.shipping);
      writeCheckoutSession({ id, accessToken, step });
      requestToast(CHECKOUT_TEXT.shippingSaved);
      return order;
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
  { condition: (_values, { getState }) => getState().checkout.status !== 'saving' },
);

function applyOrder(state: CheckoutState, order: CheckoutOrder, minimumStep: number): void {
  state.order = order;
  state.id = order.id;
  state.email = order.email || null;
  state.products = order.products;
  state.paymentMethod = order.paymentMethod;
  state.step = Math.max(state.step, order.step, minimumStep);
  state.shippingTotal = state.step >= CHECKOUT_STEP.shipping ? order.shippingTotal : null;
  state.status = 'idle';
  state.error = null;
}

function failed(
  state: CheckoutState,
  payload: CheckoutFailure | undefined,
  fallback: string | undefined,
): void {
  state.status = 'error';
  state.error = payload?.message ?? fallback ?? 'Error inesperado';
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
    quoteCleared(state) {
      state.quote = NO_QUOTE;
    },
    creationAttempted(state, action: PayloadAction<CreationAttempt>) {
      state.creation = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orderResumed.pending, (state) => {
        state.status = 'loading';
        state.task = 'init';
        state.error = null;
      })
      .addCase(orderResumed.fulfilled, (state, action) => {
        if (!action.payload) return checkoutInitialState();
        applyOrder(state, action.payload, CHECKOUT_STEP.init);
        return undefined;
      })
      .addCase(orderResumed.rejected, (state, action) => {
        failed(state, action.payload, action.error.message);
      })
      .addCase(contactSaved.pending, (state) => {
        state.status = 'saving';
        state.task = 'contact';
        state.error = null;
      })
      .addCase(contactSaved.fulfilled, (state, action) => {
        applyOrder(state, action.payload.order, CHECKOUT_STEP.contact);
        state.accessToken = action.payload.accessToken;
        state.creation = null;
        state.editing = null;
      })
      .addCase(contactSaved.rejected, (state, action) => {
        failed(state, action.payload, action.error.message);
      })
      .addCase(shippingQuoted.pending, (state, action) => {
        state.quote = { requestId: action.meta.requestId, loading: true, value: null };
        // A new municipality is a new attempt: the last failure no longer describes the form.
        if (state.status === 'error') {
          state.status = 'idle';
          state.error = null;
        }
      })
      .addCase(shippingQuoted.fulfilled, (state, action) => {
        if (state.quote.requestId !== action.meta.requestId) return;
        state.quote = { requestId: null, loading: false, value: action.payload };
      })
      .addCase(shippingQuoted.rejected, (state, action) => {
        if (state.quote.requestId !== action.meta.requestId) return;
        state.quote = NO_QUOTE;
        // Leaving the step cancels its quote: nothing failed then.
        if (action.meta.aborted || state.status === 'saving') return;
        state.task = 'shipping';
        failed(state, action.payload, action.error.message);
      })
      .addCase(shippingSaved.pending, (state) => {
        state.status = 'saving';
        state.task = 'shipping';
        state.error = null;
      })
      .addCase(shippingSaved.fulfilled, (state, action) => {
        applyOrder(state, action.payload, CHECKOUT_STEP.shipping);
        state.editing = null;
      })
      .addCase(shippingSaved.rejected, (state, action) => {
        failed(state, action.payload, action.error.message);
      });
  },
});

export const { editStarted, editCancelled, quoteCleared, creationAttempted } = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

interface WithCheckout {
  checkout: CheckoutState;
}

export const selectCheckout = (state: WithCheckout): CheckoutState => state.checkout;
export const selectCheckoutStep = (state: WithCheckout): number => state.checkout.step;
export const selectCheckoutOrder = (state: WithCheckout): CheckoutOrder | null => state.checkout.order;
export const selectShippingQuote = (state: WithCheckout): ShippingQuoteState => state.checkout.quote;
export const selectIsSaving = (state: WithCheckout): boolean => state.checkout.status === 'saving';

/** An order of a reloaded tab that has not been read back yet. */
export const selectNeedsResume = (state: WithCheckout): boolean =>
  state.checkout.id !== null && state.checkout.order === null;

export function selectCheckoutView(state: WithCheckout): CheckoutView {
  const { editing, step } = state.checkout;
  if (editing) return editing;
  if (step < CHECKOUT_STEP.contact) return 'contact';
  if (step < CHECKOUT_STEP.shipping) return 'shipping';
  return 'review';
}
