import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Paper, Typography } from '@store/app-kit/shared-mui-components';
import type { OrderTracking } from '@store/contracts';
import { DeliveryDetails, Figure, FigureList, formatDateTime } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { surveyPath } from '../survey';
import { TRACKING_TEXT } from './tracking-text';
import { trackingTimeline } from './tracking-timeline';
import { TrackingTimeline } from './TrackingTimeline';

/** A part of the result, named by its heading (a region for screen readers). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Totals({ tracking }: { tracking: OrderTracking }) {
  return (
    <FigureList>
      <Figure label={TRACKING_TEXT.subtotal}>{formatMoney(tracking.subtotal)}</Figure>
      {tracking.discount > 0 && (
        <Figure label={TRACKING_TEXT.discount}>−{formatMoney(tracking.discount)}</Figure>
      )}
      <Figure label={TRACKING_TEXT.shipping}>{formatMoney(tracking.shippingTotal)}</Figure>
      <Figure label={TRACKING_TEXT.tax}>{formatMoney(tracking.tax)}</Figure>
      <Figure label={TRACKING_TEXT.total} strong>
        {formatMoney(tracking.total)}
      </Figure>
    </FigureList>
  );
}

/** A delivered order asks for the after-purchase survey, for this order and e-mail. */
function SurveyOffer({ number, email }: { number: string; email: string }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="tracking-survey-title"
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Typography id="tracking-survey-title" variant="h6" component="h3" gutterBottom>
        {TRACKING_TEXT.surveyTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {TRACKING_TEXT.surveyLead}
      </Typography>
      <Button variant="contained" component={RouterLink} to={surveyPath(number, email)}>
        {TRACKING_TEXT.surveyLink}
      </Button>
    </Paper>
  );
}

/**
 * What 'Mi Pedido' found: the number, where the order is now, its timeline, products, delivery,
 * payment method and totals, and for a delivered order the survey. `email` is the one the
 * shopper typed (the answer does not repeat it), for the survey's link. The heading takes the
 * focus when a result arrives (`headingRef`), so keyboard and screen-reader users land on it.
 */
export function TrackingResult({
  tracking,
  email,
  headingRef,
}: {
  tracking: OrderTracking;
  email: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="tracking-result-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography
        id="tracking-result-title"
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ outline: 'none', overflowWrap: 'anywhere' }}
      >
        {TRACKING_TEXT.order(tracking.number)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography component="span">{TRACKING_TEXT.currentStatus}:</Typography>
        <Chip color="primary" size="small" label={tracking.statusLabel} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {TRACKING_TEXT.placedOn}:{' '}
        <time dateTime={tracking.createdAt}>{formatDateTime(tracking.createdAt)}</time>
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Section id="tracking-timeline-title" title={TRACKING_TEXT.timeline}>
          <TrackingTimeline steps={trackingTimeline(tracking)} labelledBy="tracking-timeline-title" />
        </Section>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 }}>
          {tracking.status === 'delivered' && <SurveyOffer number={tracking.number} email={email} />}
          <Section id="tracking-items-title" title={TRACKING_TEXT.items}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {tracking.items.map((line) => (
                <Box
                  component="li"
                  key={line.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
                >
                  <span>
                    {line.name} · {TRACKING_TEXT.quantity(line.qty)}
                  </span>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.sum)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Section>
          <Section id="tracking-delivery-title" title={TRACKING_TEXT.delivery}>
            <DeliveryDetails delivery={tracking.delivery} />
          </Section>
          <Section id="tracking-payment-title" title={TRACKING_TEXT.payment}>
            <Typography variant="body2">{tracking.paymentMethodLabel}</Typography>
          </Section>
          <Section id="tracking-totals-title" title={TRACKING_TEXT.totals}>
            <Totals tracking={tracking} />
          </Section>
        </Box>
      </Box>
    </Paper>
  );
}
