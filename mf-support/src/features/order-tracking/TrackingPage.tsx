import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Paper, Typography } from '@store/app-kit/shared-mui-components';
import { validateTrackingForm, type TrackingBody } from '@store/contracts';
import { ABORTED_CODE, failureMessage, isApiFailure, useDocumentTitle } from '@store/remote-kit';
import { useBusState } from '@store/app-kit';
import { trackingQueryValues } from './tracking-links';
import { TRACKING_TEXT } from './tracking-text';
import { useTrackOrderMutation } from './tracking-api';
import { TrackingForm } from './TrackingForm';
import { TrackingResult } from './TrackingResult';

/** The portal's purchases, where a logged-in customer sees every order without typing. */
export const MY_PURCHASES_PATH = '/portal/compras';

/**
 * A lookup cancelled because nobody waits for it (page left): RTK Query's own abort, or the
 * base query's. Neither is a failure to show or log.
 */
function isAborted(failure: unknown): boolean {
  if (isApiFailure(failure)) return failure.code === ABORTED_CODE;
  return (
    typeof failure === 'object' && failure !== null && 'name' in failure && failure.name === 'AbortError'
  );
}

interface Abortable {
  abort(): void;
}

/**
 * 'Mi Pedido' (`/estado-orden`): the order number and e-mail, filled in from the link that
 * brought the shopper (`?pedido=&correo=`, then looked up at once) or typed; the result below.
 * Every failure (a wrong pair, 429, no connection) is logged and said in Spanish under the
 * form, with what was typed kept: the page never goes blank. A logged-in customer is pointed to
 * their purchases first. Leaving the page cancels a lookup in flight.
 */
export function TrackingPage() {
  useDocumentTitle(TRACKING_TEXT.title);
  const [params] = useSearchParams();
  const [initialValues] = useState(() => trackingQueryValues(params));
  const signedIn = (useBusState('portal:auth-changed')?.customerId ?? null) !== null;
  const [trackOrder, { data, error, isLoading }] = useTrackOrderMutation();
  const [lookedUpEmail, setLookedUpEmail] = useState('');
  const pending = useRef<Abortable | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const lookUp = useCallback(
    (body: TrackingBody): Abortable => {
      setLookedUpEmail(body.email);
      const call = trackOrder(body);
      pending.current = call;
      call.unwrap().catch((failure: unknown) => {
        if (!isAborted(failure)) console.warn(TRACKING_TEXT.logPrefix, failure);
      });
      return call;
    },
    [trackOrder],
  );

  // Arrived from a link with both filled in: look the order up straight away.
  useEffect(() => {
    const verdict = validateTrackingForm(initialValues);
    if (!verdict.ok) return undefined;
    const call = lookUp(verdict.value);
    return () => call.abort();
  }, [initialValues, lookUp]);

  useEffect(() => {
    const calls = pending;
    return () => calls.current?.abort();
  }, []);

  useEffect(() => {
    if (data) resultHeading.current?.focus();
  }, [data]);

  const failure = error !== undefined && !isAborted(error) ? failureMessage(error) : null;

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', py: 3, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {TRACKING_TEXT.title}
        </Typography>
        <Typography>{TRACKING_TEXT.lead}</Typography>
      </Box>
      {signedIn && (
        <Alert
          severity="info"
          role="note"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={MY_PURCHASES_PATH}>
              {TRACKING_TEXT.myPurchases}
            </Button>
          }
        >
          {TRACKING_TEXT.signedIn}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <TrackingForm initialValues={initialValues} busy={isLoading} onLookUp={lookUp} />
        {failure !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </Paper>
      {data && <TrackingResult tracking={data} email={lookedUpEmail} headingRef={resultHeading} />}
    </Box>
  );
}
