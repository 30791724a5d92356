import { createAsyncThunk } from '@reduxjs/toolkit';
import type { CouponView } from '@store/contracts';
import { couponCodeApplied, selectCartItems } from '../cart';
import type { CartState } from '../cart';
import { couponApi } from './coupon-api';
import { cartCouponProblem, couponLookupMessage } from './coupon-rules';

const createCouponThunk = createAsyncThunk.withTypes<{ state: { cart: CartState }; rejectValue: string }>();

/**
 * A code typed on the cart (no order yet): looked up, checked against the cart, then made the
 * cart's one coupon. A refusal is the rejected value: the words of
 * docs/business-rules.md#coupons, which the field shows and announces.
 */
export const cartCouponEntered = createCouponThunk(
  'coupon/cartCouponEntered',
  async (code: string, { dispatch, getState, rejectWithValue }) => {
    let coupon: CouponView;
    try {
      coupon = await dispatch(
        couponApi.endpoints.getCoupon.initiate(code, { subscribe: false, forceRefetch: true }),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(couponLookupMessage(error));
    }
    const problem = cartCouponProblem(coupon, selectCartItems(getState()), Date.now());
    if (problem) return rejectWithValue(problem);
    dispatch(couponCodeApplied(coupon));
    return coupon.code;
  },
);
