import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PlannedContract } from '@store/contracts';
import type { ApiFailure } from '@store/remote-kit';
import type { RootState } from '../../../app/root-reducer';
import { trackPaymentInfo } from '../checkout-analytics';
import { checkoutApi } from '../checkout-api';
import { writeCheckoutSession } from '../checkout-session';
import {
  CHECKOUT_STEP,
  creditOrderStored,
  failureOf,
  creditStatusFailed,
  creditStatusLoaded,
  creditStatusLoading,
  selectCheckout,
  taskFailed,
  taskStarted,
} from '../checkout-slice';
import { creditApi } from './credit-api';
import { creditConditionsFrom } from './credit-conditions';
import { creditChoiceBody } from './credit-plan';

const createCreditThunk = createAsyncThunk.withTypes<{ state: RootState; rejectValue: ApiFailure }>();

/**
 * The `credit-status` task (spec section 4: loading → idle or error): the customer's line and
 * policy, and the days of the month that take payments, into `creditConditions`.
 */
export const creditStatusRequested = createCreditThunk(
  'checkout/creditStatusRequested',
  async (customerId: number, { dispatch }) => {
    dispatch(creditStatusLoading());
    try {
      const [status, days] = await Promise.all([
        dispatch(
          creditApi.endpoints.getCreditStatus.initiate(customerId, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
        dispatch(creditApi.endpoints.getPaymentDays.initiate(undefined, { subscribe: false })).unwrap(),
      ]);
      dispatch(creditStatusLoaded(creditConditionsFrom(status, days)));
    } catch (error) {
      dispatch(creditStatusFailed(failureOf(error).message));
    }
  },
  {
    condition: (_customerId, { getState }) =>
      selectCheckout(getState()).tasks['credit-status'].status !== 'loading',
  },
);

/**
 * `POST /credit-order/save` (task 'credit-order'): the customer's choice for the contracts the
 * checkout showed; the server recomputes and saves every figure. Step 4 and `creditOrderId`
 * (spec section 4); a refusal keeps the server's message and its `fields` for the form.
 */
export const creditOrderSaved = createCreditThunk(
  'checkout/creditOrderSaved',
  async (
    { contracts, customerToken }: { contracts: readonly PlannedContract[]; customerToken: string },
    { getState, dispatch, rejectWithValue },
  ) => {
    const { id, accessToken, contracts: choices } = selectCheckout(getState());
    if (id === null) return rejectWithValue({ message: 'Guarda primero los datos de contacto', status: 409 });
    dispatch(taskStarted('credit-order'));
    try {
      const saved = await dispatch(
        creditApi.endpoints.saveCreditOrder.initiate({
          order: { id, accessToken },
          body: { orderId: id, customerToken, ...creditChoiceBody(contracts, choices[0]) },
        }),
      ).unwrap();
      writeCheckoutSession({ id, accessToken, step: CHECKOUT_STEP.creditOrder, paymentMethod: 'credit' });
      dispatch(creditOrderStored(saved.creditOrderId));
      const order = checkoutApi.endpoints.getOrder.select({ id, accessToken })(getState()).data;
      if (order) trackPaymentInfo(order, 'credit');
      return saved;
    } catch (error) {
      const failure = failureOf(error);
      dispatch(taskFailed(failure.message));
      return rejectWithValue(failure);
    }
  },
  { condition: (_arg, { getState }) => selectCheckout(getState()).status !== 'saving' },
);
