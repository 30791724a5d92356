import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Box, Button, CircularProgress, Typography } from '@store/app-kit/shared-mui-components';
import { requestToast } from '@store/app-kit';
import { CHECKOUT_TEXT } from './checkout-text';
import { clearCardHandOff, peekCardHandOff } from './processor-data';
import type { CardHandOff } from './processor-data';

/** The gateway's field names (api/docs/orders.md, "The browser posts the form to the gateway"). */
export function gatewayFields(data: CardHandOff): [string, string][] {
  return [
    ['orderid', String(data.orderId)],
    ['amount', data.amount],
    ['time', String(data.time)],
    ['hash', data.hash],
    ['key_id', data.key],
    ['ccnumber', data.number],
    ['ccexp', data.expiry],
    ['cvv', data.cvc],
    ['firstname', data.firstname],
    ['lastname', data.lastname],
    ['email', data.email],
  ];
}

/**
 * `/shopping/boton-pago` (blank layout): posts `processorData` to the hosted gateway as a plain
 * HTML form and submits it by itself; 'Continuar al pago' is there for when that is slow. With
 * nothing in memory (opened directly, a reload) it sends the shopper back to 'F. Pago' and never
 * posts an empty form.
 */
export function BotonPagoPage() {
  // Read once: the hand-off is forgotten as soon as the form holds it.
  const [data] = useState(peekCardHandOff);
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    if (!data) {
      requestToast(CHECKOUT_TEXT.cardAgain, 'warning');
      return;
    }
    clearCardHandOff();
    // A double-run effect (React's strict mode) must not post twice.
    if (submitted.current) return;
    submitted.current = true;
    form.current?.submit();
  }, [data]);

  if (!data) return <Navigate to="/checkout" replace />;

  return (
    // Inside the shell's blank layout, which is already the page's <main>.
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box component="form" ref={form} method="POST" action={data.url} aria-labelledby="boton-pago-heading">
        <CircularProgress size={32} aria-hidden />
        <Typography id="boton-pago-heading" variant="h2" component="h1" sx={{ my: 2 }}>
          {CHECKOUT_TEXT.redirecting}
        </Typography>
        {gatewayFields(data).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="contained" size="large">
          {CHECKOUT_TEXT.continueToPayment}
        </Button>
      </Box>
    </Box>
  );
}
