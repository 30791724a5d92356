import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { couponDiscount, ORDER_LIMITS } from '@store/contracts';
import type { CouponView } from '@store/contracts';
import { roundMoney } from '@store/app-kit';
import type { CartProductSnapshot, StateEvents } from '@store/app-kit';
import { cartItemFromSnapshot, couponAmount, lineSum, toLineSummary } from './cart-item';
import type { CartItem, CartItemCoupon } from './cart-item';

/**
 * The cart-level coupon (docs/business-rules.md#cart: amount, productId): a product's own
 * coupon or a code the shopper typed, one at a time. Its line carries it too (`coupon`, the
 * amount per unit), which is what `corp-cart` persists; no other line's coupon counts.
 */
export interface CartCoupon {
  productId: number | null;
  code: string | null;
  amount: number;
}

export interface CartState {
  /** `null` only when the list is missing (a legacy state); see selectCartCount. */
  list: CartItem[] | null;
  coupon: CartCoupon;
}

export interface PriceUpdate {
  id: number;
  price: number;
  stock: number;
}

const NO_COUPON: CartCoupon = { productId: null, code: null, amount: 0 };

/** Builds the slice state from persisted lines (the coupon travels inside its line). */
export function cartStateFromItems(items: CartItem[]): CartState {
  const holder = items.find((item) => item.coupon && item.coupon.amount > 0);
  return {
    list: items,
    coupon: holder?.coupon
      ? { productId: holder.id, code: holder.coupon.code, amount: holder.coupon.amount }
      : NO_COUPON,
  };
}

function wholeQty(qty: number | undefined): number {
  return qty === undefined || !Number.isFinite(qty) ? 1 : Math.max(1, Math.floor(qty));
}

/**
 * The most units a line may have: its stock when known, and never more than one order may
 * carry of a product (ORDER_LIMITS, the API's own limit), so checkout never meets a 400.
 */
export function maxLineQty(stock: number): number {
  return stock > 0 ? Math.min(stock, ORDER_LIMITS.maxUnitsPerLine) : ORDER_LIMITS.maxUnitsPerLine;
}

/**
 * Makes `coupon` the cart's one coupon, held by the line of `productId`. Other lines' coupons
 * drop to 0, so a reload (which takes the first line whose coupon has an amount) finds this one.
 */
function holdCoupon(state: CartState, productId: number, coupon: CartItemCoupon): void {
  for (const line of state.list ?? []) {
    if (line.id === productId) line.coupon = coupon;
    else if (line.coupon) line.coupon.amount = 0;
  }
  state.coupon = { productId, code: coupon.code, amount: coupon.amount };
}

/** The line holding the coupon while it discounts something. */
function couponHolder(state: CartState): CartItem | undefined {
  if (state.coupon.amount <= 0) return undefined;
  return state.list?.find((line) => line.id === state.coupon.productId && line.coupon);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: cartStateFromItems([]),
  reducers: {
    productAdded: {
      reducer(state, action: PayloadAction<{ item: CartItem }>) {
        const { item } = action.payload;
        state.list ??= [];
        const existing = state.list.find((line) => line.id === item.id);
        if (existing) {
          existing.qty = Math.min(existing.qty + item.qty, ORDER_LIMITS.maxUnitsPerLine);
          existing.sum = lineSum(existing.price, existing.qty);
        } else {
          state.list.push(item);
        }
        // docs/business-rules.md#cart: the product's usable coupon becomes the cart's coupon,
        // replacing any other (a typed code included), at the line's own price.
        if (item.coupon) {
          const price = existing?.price ?? item.price;
          holdCoupon(state, item.id, { ...item.coupon, amount: couponAmount(item.coupon, price) });
        }
      },
      // The coupon's expiry is judged here, where reading the clock is allowed.
      prepare(product: CartProductSnapshot, qty?: number) {
        const units = Math.min(wholeQty(qty), ORDER_LIMITS.maxUnitsPerLine);
        return { payload: { item: cartItemFromSnapshot(product, units, Date.now()) } };
      },
    },
    productRemoved(state, action: PayloadAction<{ id: number }>) {
      const { id } = action.payload;
      state.list = (state.list ?? []).filter((line) => line.id !== id);
      if (state.coupon.productId === id) state.coupon.amount = 0;
    },
    quantityChanged(state, action: PayloadAction<{ id: number; qty: number }>) {
      const line = state.list?.find((item) => item.id === action.payload.id);
      if (!line) return;
      const qty = Math.min(wholeQty(action.payload.qty), maxLineQty(line.stock));
      line.qty = qty;
      line.sum = lineSum(line.price, qty);
    },
    cartReplaced(_state, action: PayloadAction<CartItem[]>) {
      return cartStateFromItems(action.payload);
    },
    /** "Refresh to empty" (docs/business-rules.md#cart). */
    cartCleared() {
      return cartStateFromItems([]);
    },
    /** 'Quitar' (docs/business-rules.md#cart: removing a coupon means amount 0), also after a reload. */
    couponRemoved(state) {
      const holder = couponHolder(state);
      if (holder?.coupon) holder.coupon.amount = 0;
      state.coupon.amount = 0;
    },
    /**
     * A code looked up with `GET /coupons/{code}` and accepted (features/coupon checks expiry,
     * uses and fit first): one unit's discount of the most expensive valid product, the API's
     * rule. It replaces the cart's coupon; nothing happens if no line qualifies.
     */
    couponCodeApplied(state, action: PayloadAction<CouponView>) {
      const coupon = action.payload;
      const lines = state.list ?? [];
      const best = couponDiscount(
        coupon,
        lines.map((line) => ({ productId: line.id, unitPrice: line.price, qty: line.qty })),
      );
      const holder = best && lines.find((line) => line.id === best.productId);
      if (!holder) return;
      const { code, type, discount, remaining, expire } = coupon;
      holdCoupon(state, holder.id, {
        code,
        type,
        discount,
        remaining,
        expire,
        amount: couponAmount(coupon, holder.price),
      });
    },
    pricesRefreshed(state, action: PayloadAction<PriceUpdate[]>) {
      for (const update of action.payload) {
        const line = state.list?.find((item) => item.id === update.id);
        if (!line) continue;
        line.price = update.price;
        line.stock = update.stock;
        line.sum = lineSum(update.price, line.qty);
      }
      // A percentage follows the new price; a fixed amount never exceeds it. The quantity does
      // not change one unit's discount (the subtotal cap is selectCouponDiscount's).
      const holder = couponHolder(state);
      if (holder?.coupon) {
        holder.coupon.amount = couponAmount(holder.coupon, holder.price);
        state.coupon.amount = holder.coupon.amount;
      }
    },
  },
});

export const {
  productAdded,
  productRemoved,
  quantityChanged,
  cartReplaced,
  cartCleared,
  couponRemoved,
  couponCodeApplied,
  pricesRefreshed,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

interface WithCart {
  cart: CartState;
}

const EMPTY: CartItem[] = [];

export const selectCartList = (state: WithCart): CartItem[] | null => state.cart.list;
export const selectCartCoupon = (state: WithCart): CartCoupon => state.cart.coupon;

export const selectCartItems = (state: WithCart): CartItem[] => state.cart.list ?? EMPTY;

/** The code of the coupon in force (a product's or a typed one), null while none discounts anything. */
export const selectAppliedCouponCode = (state: WithCart): string | null =>
  state.cart.coupon.amount > 0 ? state.cart.coupon.code : null;

/** Units in the cart. Spec quirk kept on purpose: a missing list counts as 10. */
export const selectCartCount = createSelector([selectCartList], (list) =>
  list ? list.reduce((count, item) => count + item.qty, 0) : 10,
);

export const selectCartSubtotal = createSelector([selectCartItems], (items) =>
  roundMoney(items.reduce((total, item) => total + item.sum, 0)),
);

export const selectCouponDiscount = createSelector(
  [selectCartCoupon, selectCartSubtotal],
  (coupon, subtotal) => Math.min(roundMoney(coupon.amount), subtotal),
);

export const selectCartTotal = createSelector(
  [selectCartSubtotal, selectCouponDiscount],
  (subtotal, discount) => roundMoney(subtotal - discount),
);

export const selectLineQty = (state: WithCart, productId: number): number =>
  state.cart.list?.find((item) => item.id === productId)?.qty ?? 0;

/** The `cart-changed` payload other teams read (header badge, dropdown). */
export const selectCartChangedEvent = createSelector(
  [selectCartItems, selectCartTotal],
  (items, total): StateEvents['cart:changed'] => ({
    v: 1,
    count: items.reduce((count, item) => count + item.qty, 0),
    total,
    items: items.map(toLineSummary),
  }),
);
