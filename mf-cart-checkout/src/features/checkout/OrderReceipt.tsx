import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Divider, Paper, Typography } from '@store/app-kit/shared-mui-components';
import type { Order, PaymentResult } from '@store/contracts';
import { formatDateTime } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { AmountList, AmountRow } from '../../components/AmountList';
import { TextLines } from '../../components/TextLines';
import { CreditRequestSummary } from './credit/CreditRequestSummary';
import { CREDIT_TEXT } from './credit/credit-text';
import { CHECKOUT_TEXT } from './checkout-text';
import { deliveryAddressLines } from './delivery-address';
import { OrderAmounts } from './OrderAmounts';
import { PaymentInstructionsView } from './PaymentInstructionsView';
import { ReceiptSection } from './ReceiptSection';
import { PrintOnlyContent } from '../../components/PrintOnlyContent';

/** The receipt's title and first lines, by what became of the order. */
function ReceiptHeading({ order, result }: { order: Order | undefined; result: PaymentResult | undefined }) {
  const status = order?.status ?? result?.status;
  const instructions = order?.instructions;
  if (status === 'paid') {
    return (
      <>
        <Typography variant="h2" component="h1" gutterBottom>
          {CHECKOUT_TEXT.paymentApproved}
        </Typography>
        <Typography>{CHECKOUT_TEXT.paymentApprovedLead}</Typography>
      </>
    );
  }
  if (status === 'credit_review') {
    return (
      <>
        <Typography variant="h2" component="h1" gutterBottom>
          {CREDIT_TEXT.received}
        </Typography>
        <Typography>{CREDIT_TEXT.receivedLead}</Typography>
      </>
    );
  }
  if (instructions) {
    return (
      <>
        <Typography variant="h2" component="h1" gutterBottom>
          {CHECKOUT_TEXT.orderReceived}
        </Typography>
        <Typography>
          {instructions.method === 'transfer'
            ? CHECKOUT_TEXT.transferReceivedLead
            : CHECKOUT_TEXT.storeReceivedLead}
        </Typography>
        <Typography sx={{ fontWeight: 700, mt: 1 }}>
          {CHECKOUT_TEXT.payBefore(formatDateTime(instructions.deadline))}
        </Typography>
      </>
    );
  }
  // Any other end (expired, in credit review…): the order's own status, as the API labels it.
  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {CHECKOUT_TEXT.orderNumber} {order?.number ?? result?.number}
      </Typography>
      <Typography>{CHECKOUT_TEXT.orderStatus(order?.statusLabel ?? result?.statusLabel ?? '')}</Typography>
    </>
  );
}

function paymentLines(order: Order | undefined, result: PaymentResult | undefined): string[] {
  const method = order?.paymentMethod ?? result?.paymentMethod;
  if (method === 'transfer') return [CHECKOUT_TEXT.transferMethod];
  if (method === 'store-pay') return [CHECKOUT_TEXT.storePayMethod];
  if (method === 'credit') return [CREDIT_TEXT.method];
  const payment = result?.payment;
  return [
    CHECKOUT_TEXT.cardPaid(payment?.last4 ?? null),
    payment?.authCode ? CHECKOUT_TEXT.authorisation(payment.authCode) : '',
  ];
}

/**
 * Links to the support remote's pages (by route: remotes share no code) for this order, filled in
 * with its number and e-mail: 'Mi Pedido' (`/estado-orden?pedido=&correo=`) and the
 * after-purchase survey (`/encuesta/{number}?correo=`), which the API lets an order answer once
 * from the moment it is placed. No survey for an order that went nowhere.
 */
const FOLLOW_UP_TEXT = { track: 'Seguir mi pedido', survey: 'Responder la encuesta' } as const;
const NO_SURVEY: ReadonlySet<Order['status']> = new Set(['expired', 'cancelled', 'payment_declined']);

function followUpLinks(order: Order | undefined, result: PaymentResult | undefined) {
  const number = order?.number ?? result?.number;
  if (!number) return null;
  const correo: Record<string, string> = order?.email ? { correo: order.email } : {};
  const surveyQuery = new URLSearchParams(correo).toString();
  const status = order?.status ?? result?.status;
  return {
    track: `/estado-orden?${new URLSearchParams({ pedido: number, ...correo }).toString()}`,
    survey:
      status !== undefined && NO_SURVEY.has(status)
        ? null
        : `/encuesta/${encodeURIComponent(number)}${surveyQuery ? `?${surveyQuery}` : ''}`,
  };
}

function nextSteps(order: Order | undefined, email: string): readonly string[] {
  if (order?.status === 'credit_review') return CREDIT_TEXT.nextSteps(email);
  if (order?.instructions) return CHECKOUT_TEXT.transferNextSteps(email);
  return CHECKOUT_TEXT.nextSteps(email);
}

/**
 * Finalización's receipt: the order number, items, totals, how it is (or will be) paid, the
 * delivery address and what happens next, with a print-friendly view. `order` is missing only
 * when the tab can no longer open it (the gateway's answer still gives number and total).
 */
export function OrderReceipt({ order, result }: { order?: Order | undefined; result?: PaymentResult }) {
  const address = order?.shippingAddress;
  const email = order?.email ?? '';
  const followUp = followUpLinks(order, result);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760, mx: 'auto' }}>
      <PrintOnlyContent />
      <ReceiptHeading order={order} result={result} />
      <Typography sx={{ fontWeight: 700, mt: 1 }}>
        {CHECKOUT_TEXT.orderNumber} {order?.number ?? result?.number}
      </Typography>
      {order?.instructions && <PaymentInstructionsView instructions={order.instructions} />}
      {order?.status === 'credit_review' && <CreditRequestSummary orderId={order.id} />}
      {order ? (
        <ReceiptSection id="result-items" title={CHECKOUT_TEXT.itemsHeading}>
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
        </ReceiptSection>
      ) : (
        result && (
          <AmountList label={CHECKOUT_TEXT.reviewHeading}>
            <AmountRow label={CHECKOUT_TEXT.total} strong>
              {formatMoney(result.total)}
            </AmountRow>
          </AmountList>
        )
      )}
      <ReceiptSection id="result-payment" title={CHECKOUT_TEXT.paymentSection}>
        <TextLines lines={paymentLines(order, result)} />
      </ReceiptSection>
      {address && (
        <ReceiptSection id="result-address" title={CHECKOUT_TEXT.addressSection}>
          <TextLines
            lines={[`${address.firstname} ${address.lastname}`.trim(), ...deliveryAddressLines(address)]}
          />
        </ReceiptSection>
      )}
      <ReceiptSection id="result-next" title={CHECKOUT_TEXT.nextHeading}>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {nextSteps(order, email).map((line) => (
            <li key={line}>
              <Typography variant="body2">{line}</Typography>
            </li>
          ))}
        </Box>
      </ReceiptSection>
      <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button variant="contained" onClick={() => window.print()}>
          {CHECKOUT_TEXT.print}
        </Button>
        <Button component={RouterLink} to="/">
          {CHECKOUT_TEXT.keepShopping}
        </Button>
        {followUp && (
          <Button component={RouterLink} to={followUp.track}>
            {FOLLOW_UP_TEXT.track}
          </Button>
        )}
        {followUp?.survey && (
          <Button component={RouterLink} to={followUp.survey}>
            {FOLLOW_UP_TEXT.survey}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
