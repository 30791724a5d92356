import { useEffect, useRef, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Typography } from '@store/app-kit/shared-mui-components';
import type { ChargeToRefund, GatewayAnswerBody, Order, PaymentResult } from '@store/contracts';
import { failureMessage } from '@store/remote-kit';
import { eventBus, formatMoney, trackAnalytics } from '@store/app-kit';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { commerceParams } from './checkout-analytics';
import { useForwardGatewayAnswerMutation, useGetOrderQuery } from './checkout-api';
import { useCheckoutListeners } from './checkout-listeners';
import { readCheckoutReceipt } from './checkout-session';
import { CHECKOUT_STEP, checkoutCompleted, paymentDeclined, selectCheckout } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import type { OrderRef } from './checkout-types';
import { finalizacionOrderId } from './finalizacion-path';
import { OrderReceipt } from './OrderReceipt';
import { useSessionKnown } from './use-session-known';

/** The return URL's query as `POST /gateway/response` takes it; null when it is not one. */
export function gatewayAnswerFrom(params: URLSearchParams): GatewayAnswerBody | null {
  const orderid = params.get('orderid');
  const response = params.get('response');
  const time = params.get('time');
  const hash = params.get('hash');
  if (!orderid || !/^\d+$/.test(orderid) || !response || !time || !hash) return null;
  return {
    orderid,
    response,
    time,
    hash,
    responsetext: params.get('responsetext') ?? '',
    authcode: params.get('authcode') ?? '',
  };
}

const isApproved = (result: PaymentResult) =>
  result.status === 'paid' || result.payment?.status === 'approved';

/**
 * The charge this answer made, when the bank approved it but the store could not apply it to
 * the order (its total changed after the payment was confirmed, a second tab, an expired order):
 * the API keeps it on the order to be refunded and says so here.
 */
function chargeToRefundOf(result: PaymentResult, answer: GatewayAnswerBody): ChargeToRefund | undefined {
  const authCode = answer.authcode ?? '';
  if (answer.response !== '1' || authCode === '') return undefined;
  return result.chargesToRefund?.find((charge) => charge.authCode === authCode);
}

/** Still being bought: the shopper can confirm the payment again for the order as it is now. */
const PAYABLE_STATUSES: ReadonlySet<Order['status']> = new Set(['pending', 'pending_payment']);

/** An approved charge that did not pay the order: what happened, and the one way on. */
function ChargeNotPaid({ result, charge }: { result: PaymentResult; charge: ChargeToRefund }) {
  const payable = PAYABLE_STATUSES.has(result.status);
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={payable ? '/checkout' : '/estado-orden'}
        >
          {payable ? CHECKOUT_TEXT.backToPayment : CHECKOUT_TEXT.trackOrder}
        </Button>
      }
    >
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {CHECKOUT_TEXT.chargeToRefundTitle}
      </Typography>
      <Typography>
        {CHECKOUT_TEXT.chargeToRefund(formatMoney(charge.amount), charge.authCode, charge.reason)}
      </Typography>
      {payable && <Typography>{CHECKOUT_TEXT.chargeToRefundPayAgain}</Typography>}
    </Alert>
  );
}

/** Placed: paid, waiting for a transfer or a store payment, or its credit request under review. */
const PLACED_STATUSES: ReadonlySet<Order['status']> = new Set(['paid', 'pending_payment', 'credit_review']);
const isPlaced = (order: Order) => PLACED_STATUSES.has(order.status);

function purchaseEvent(order: Order) {
  return {
    name: 'purchase',
    params: {
      ...commerceParams(order),
      transaction_id: order.number,
      tax: order.tax,
      shipping: order.shippingTotal,
    },
  } as const;
}

/**
 * How this tab opens order `id`: as the order it is buying (the checkout's, `own`), as the order
 * it just completed (the receipt of a reload), or with the customer's session alone. Read once,
 * on arrival: completing the order changes the checkout's state.
 */
function useOrderAccess(id: number | null): { ref: OrderRef | null; own: boolean } {
  const store = useAppStore();
  const [access] = useState(() => {
    if (id === null) return { ref: null, own: false };
    const checkout = selectCheckout(store.getState());
    if (checkout.id === id) return { ref: { id, accessToken: checkout.accessToken }, own: true };
    const receipt = readCheckoutReceipt();
    return { ref: { id, accessToken: receipt?.id === id ? receipt.accessToken : null }, own: false };
  });
  return access;
}

/**
 * Once per arrival, for the tab that was buying the order: `purchase` to analytics and the
 * checkout reset (cart, 'jet-cart', session). A reload finds the checkout reset: nothing again.
 */
function useCompletion(ref: OrderRef | null, own: boolean, order: Order | undefined, ready: boolean): void {
  const dispatch = useAppDispatch();
  const completed = useRef(false);
  useEffect(() => {
    if (ready) eventBus.publish('cart:checkout-step-changed', { v: 1, step: CHECKOUT_STEP.creditOrder });
  }, [ready]);
  useEffect(() => {
    if (!ready || !own || !ref || completed.current) return;
    completed.current = true;
    if (order) trackAnalytics(purchaseEvent(order));
    void dispatch(checkoutCompleted(ref));
  }, [ready, own, ref, order, dispatch]);
}

/** A failure with the one way on: a link to where the shopper can go next. */
function AlertWithLink({
  severity,
  to,
  action,
  children,
}: {
  severity: 'error' | 'warning';
  to: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={to}>
          {action}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

/**
 * The gateway's return. The query is not trusted: it is forwarded to `POST /gateway/response`,
 * whose answer (checked signature) decides. Approved: the receipt. Declined: back to 'F. Pago'
 * with the gateway's reason, the order kept.
 */
function GatewayReturn({ answer }: { answer: GatewayAnswerBody }) {
  const dispatch = useAppDispatch();
  const { ref, own } = useOrderAccess(Number(answer.orderid));
  const [forward, forwarded] = useForwardGatewayAnswerMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void forward(answer);
  }, [answer, forward]);

  const result = forwarded.data;
  const approved = result ? isApproved(result) : false;
  const charge = result ? chargeToRefundOf(result, answer) : undefined;
  const sessionKnown = useSessionKnown();
  const order = useGetOrderQuery(approved && ref && (ref.accessToken || sessionKnown) ? ref : skipToken);
  useCompletion(ref, own, order.data, approved && !order.isFetching);

  useEffect(() => {
    if (!result || approved) return;
    dispatch(
      paymentDeclined(
        charge?.reason ??
          result.payment?.responseText ??
          answer.responsetext ??
          CHECKOUT_TEXT.paymentDeclined,
      ),
    );
  }, [result, approved, charge, answer, dispatch]);

  // Charged but not paid: the shopper must read why before anything moves on.
  if (result && !approved && charge) return <ChargeNotPaid result={result} charge={charge} />;
  if (result && !approved) return <Navigate to="/checkout" replace />;
  if (forwarded.isError) {
    return (
      <AlertWithLink severity="error" to="/checkout" action={CHECKOUT_TEXT.backToPayment}>
        {CHECKOUT_TEXT.resultFailed} {failureMessage(forwarded.error)}
      </AlertWithLink>
    );
  }
  if (!result || order.isLoading) return <Waiting text={CHECKOUT_TEXT.confirmingPayment} />;
  return (
    <>
      {charge && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 760, mx: 'auto' }}>
          {CHECKOUT_TEXT.duplicateCharge(formatMoney(charge.amount), charge.authCode)}
        </Alert>
      )}
      <OrderReceipt result={result} order={order.data} />
    </>
  );
}

/**
 * An order placed without the gateway (transfer, pay at store), or a receipt reloaded: read from
 * the API as it is now. One still being checked out goes back to the checkout.
 */
function PlacedOrder({ id }: { id: number }) {
  const { ref, own } = useOrderAccess(id);
  // Without the order's token in this tab, the customer's session opens it: wait until it is known.
  const sessionKnown = useSessionKnown();
  const order = useGetOrderQuery(ref && (ref.accessToken || sessionKnown) ? ref : skipToken);
  // Only a settled answer decides: the cache may still hold the order as it was before the
  // payment choice (a credit request answers with the request, not the order), being refetched.
  const data = order.isFetching ? undefined : order.currentData;
  const placed = data ? isPlaced(data) : false;
  useCompletion(ref, own, data, placed);

  if (order.isError) {
    return (
      <AlertWithLink severity="warning" to="/estado-orden" action={CHECKOUT_TEXT.trackOrder}>
        {CHECKOUT_TEXT.receiptUnavailable}
      </AlertWithLink>
    );
  }
  if (!data) return <Waiting text={CHECKOUT_TEXT.loadingOrder} />;
  if (data.status === 'pending') return <Navigate to="/checkout" replace />;
  return <OrderReceipt order={data} />;
}

/**
 * `/checkout/finalizacion` (step 4): where the gateway sends the shopper back, and where a
 * transfer or pay-at-store order lands with its instructions (`?pedido={id}`). Anything else
 * goes to the checkout.
 */
export function CheckoutResultPage() {
  useCheckoutListeners();
  const [params] = useSearchParams();
  const [answer] = useState(() => gatewayAnswerFrom(params));
  const [placedId] = useState(() => finalizacionOrderId(params));
  let content;
  if (answer) content = <GatewayReturn answer={answer} />;
  else if (placedId !== null) content = <PlacedOrder id={placedId} />;
  else return <Navigate to="/checkout" replace />;
  return <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>{content}</Box>;
}
