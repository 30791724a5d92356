import { useEffect, useRef, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GatewayAnswerBody, Order, PaymentResult } from '@store/contracts';
import { failureMessage } from '@store/remote-kit';
import { analyticsItem, eventBus, formatMoney, trackAnalytics } from '@store/shared-kernel';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { AmountList, AmountRow } from '../../components/AmountList';
import { TextLines } from '../../components/TextLines';
import { useForwardGatewayAnswerMutation, useGetOrderQuery } from './checkout-api';
import { CHECKOUT_STEP, checkoutCompleted, paymentDeclined } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import type { OrderRef } from './checkout-types';
import { deliveryAddressLines } from './delivery-address';
import { OrderAmounts } from './OrderAmounts';

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

function purchaseEvent(order: Order) {
  return {
    name: 'purchase',
    params: {
      currency: 'HNL',
      transaction_id: order.number,
      value: order.total,
      tax: order.tax,
      shipping: order.shippingTotal,
      items: order.products.map((line) => analyticsItem(line)),
      ...(order.coupon ? { coupon: order.coupon.code } : {}),
    },
  } as const;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Approved({ result, order }: { result: PaymentResult; order: Order | undefined }) {
  const address = order?.shippingAddress;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760, mx: 'auto' }}>
      {/* Only the receipt prints: the store's header, footer, stepper and buttons stay off paper. */}
      <GlobalStyles
        styles={{
          '@media print': {
            'header, footer, nav, [data-print="hide"]': { display: 'none !important' },
            body: { background: '#fff' },
          },
        }}
      />
      <Typography variant="h2" component="h1" gutterBottom>
        {CHECKOUT_TEXT.paymentApproved}
      </Typography>
      <Typography>{CHECKOUT_TEXT.paymentApprovedLead}</Typography>
      <Typography sx={{ fontWeight: 700, mt: 1 }}>
        {CHECKOUT_TEXT.orderNumber} {result.number}
      </Typography>
      {order && (
        <Section id="result-items" title={CHECKOUT_TEXT.itemsHeading}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.products.map((line) => (
              <Box
                component="li"
                key={line.id}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
              >
                <span>
                  {line.name} · {CHECKOUT_TEXT.quantity(line.qty)}
                </span>
                <span>{formatMoney(line.sum)}</span>
              </Box>
            ))}
          </Box>
          <Divider sx={{ my: 1 }} />
          <OrderAmounts order={order} />
        </Section>
      )}
      {!order && (
        <AmountList label={CHECKOUT_TEXT.reviewHeading}>
          <AmountRow label={CHECKOUT_TEXT.total} strong>
            {formatMoney(result.total)}
          </AmountRow>
        </AmountList>
      )}
      <Section id="result-payment" title={CHECKOUT_TEXT.paymentSection}>
        <Typography>{CHECKOUT_TEXT.cardPaid(result.payment?.last4 ?? null)}</Typography>
        {result.payment?.authCode && (
          <Typography variant="body2">{CHECKOUT_TEXT.authorisation(result.payment.authCode)}</Typography>
        )}
      </Section>
      {address && (
        <Section id="result-address" title={CHECKOUT_TEXT.addressSection}>
          <TextLines
            lines={[`${address.firstname} ${address.lastname}`.trim(), ...deliveryAddressLines(address)]}
          />
        </Section>
      )}
      <Section id="result-next" title={CHECKOUT_TEXT.nextHeading}>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {CHECKOUT_TEXT.nextSteps(order?.email ?? '').map((line) => (
            <li key={line}>
              <Typography variant="body2">{line}</Typography>
            </li>
          ))}
        </Box>
      </Section>
      <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button variant="contained" onClick={() => window.print()}>
          {CHECKOUT_TEXT.print}
        </Button>
        <Button component={RouterLink} to="/">
          {CHECKOUT_TEXT.keepShopping}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * `/checkout/finalizacion`: where the gateway sends the shopper back. The query is not trusted:
 * it is forwarded to `POST /gateway/response`, whose answer (checked signature) decides. Approved:
 * the receipt, and the checkout resets (cart, 'jet-cart', session) with `purchase` sent once.
 * Declined: back to 'F. Pago' with the gateway's reason, the order kept.
 */
export function CheckoutResultPage() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [answer] = useState(() => gatewayAnswerFrom(params));
  // The tab's order as it was on arrival: the reset below forgets it, the receipt still reads it.
  const [ownRef] = useState<OrderRef | null>(() => {
    const { id, accessToken } = store.getState().checkout;
    return answer && id === Number(answer.orderid) ? { id, accessToken } : null;
  });
  const [forward, forwarded] = useForwardGatewayAnswerMutation();
  const sent = useRef(false);
  const completed = useRef(false);

  useEffect(() => {
    if (!answer || sent.current) return;
    sent.current = true;
    void forward(answer);
  }, [answer, forward]);

  const result = forwarded.data;
  const approved = result ? isApproved(result) : false;
  const orderRef: OrderRef | null = result ? (ownRef ?? { id: result.orderId, accessToken: null }) : null;
  const order = useGetOrderQuery(orderRef && approved ? orderRef : skipToken);

  useEffect(() => {
    if (approved) eventBus.publish('checkout-step-changed', { v: 1, step: CHECKOUT_STEP.creditOrder });
  }, [approved]);

  // Once per arrival, and only for the tab that was buying this order (a reload finds it reset).
  useEffect(() => {
    if (!approved || !ownRef || completed.current || order.isFetching) return;
    completed.current = true;
    if (order.data) trackAnalytics(purchaseEvent(order.data));
    void dispatch(checkoutCompleted(undefined));
  }, [approved, ownRef, order.isFetching, order.data, dispatch]);

  useEffect(() => {
    if (!result || approved) return;
    dispatch(
      paymentDeclined(result.payment?.responseText ?? answer?.responsetext ?? CHECKOUT_TEXT.paymentDeclined),
    );
  }, [result, approved, answer, dispatch]);

  if (!answer) return <Navigate to="/checkout" replace />;
  if (result && !approved) return <Navigate to="/checkout" replace />;

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      {forwarded.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/checkout">
              {CHECKOUT_TEXT.backToPayment}
            </Button>
          }
        >
          {CHECKOUT_TEXT.resultFailed} {failureMessage(forwarded.error)}
        </Alert>
      )}
      {!forwarded.isError && (!result || order.isLoading) && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{CHECKOUT_TEXT.confirmingPayment}</Typography>
        </Box>
      )}
      {result && approved && !order.isLoading && <Approved result={result} order={order.data} />}
    </Box>
  );
}
