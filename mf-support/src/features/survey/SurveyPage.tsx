import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Typography,
} from '@store/app-kit/shared-mui-components';
import { ORDER_SURVEY_ID, parseOrderNumber } from '@store/contracts';
import { ErrorState, failureMessage, isApiFailure, useDocumentTitle } from '@store/remote-kit';
import { useGetSurveyQuery } from './survey-api';
import { SURVEY_EMAIL_QUERY } from './survey-links';
import { SurveyForm, type SurveyOutcome } from './SurveyForm';
import { SURVEY_TEXT } from './survey-text';

/** 'Mi Pedido', where a link without a valid order number sends the shopper. */
const TRACKING_PAGE = '/estado-orden';

/** The thanks, or the server's 'Ya respondiste…': the heading takes the focus when it appears. */
function Outcome({ outcome }: { outcome: SurveyOutcome }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answered = outcome.kind === 'answered';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="survey-outcome-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Alert severity={answered ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
        <Typography
          id="survey-outcome-title"
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ outline: 'none' }}
        >
          {answered ? outcome.response.message : outcome.message}
        </Typography>
        <Typography variant="body2">
          {answered ? SURVEY_TEXT.thanksLead : SURVEY_TEXT.alreadyAnsweredLead}
        </Typography>
      </Alert>
      <Button variant="contained" component={RouterLink} to="/">
        {SURVEY_TEXT.keepShopping}
      </Button>
    </Paper>
  );
}

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{SURVEY_TEXT.loading}</Typography>
    </Box>
  );
}

/** The survey for one order: questions from the API, answered once, then the thanks. */
function OrderSurvey({ orderNumber, initialEmail }: { orderNumber: string; initialEmail: string }) {
  const { currentData: survey, error, isError, refetch } = useGetSurveyQuery(ORDER_SURVEY_ID);
  const [outcome, setOutcome] = useState<SurveyOutcome | null>(null);
  const closed = isError && isApiFailure(error) && error.status === 404;
  useDocumentTitle(survey?.title ?? SURVEY_TEXT.title);

  let content;
  if (outcome) content = <Outcome outcome={outcome} />;
  else if (closed) content = <Alert severity="info">{SURVEY_TEXT.unavailable}</Alert>;
  else if (isError) content = <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  else if (!survey) content = <Loading />;
  else {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <SurveyForm
          survey={survey}
          orderNumber={orderNumber}
          initialEmail={initialEmail}
          onDone={setOutcome}
        />
      </Paper>
    );
  }

  return (
    <>
      <Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {survey?.title ?? SURVEY_TEXT.title}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{SURVEY_TEXT.order(orderNumber)}</Typography>
        {!outcome && survey && <Typography sx={{ mt: 1 }}>{SURVEY_TEXT.lead}</Typography>}
      </Box>
      {content}
    </>
  );
}

function BadLink() {
  useDocumentTitle(SURVEY_TEXT.title);
  return (
    <>
      <Typography variant="h1">{SURVEY_TEXT.title}</Typography>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={TRACKING_PAGE}>
            {SURVEY_TEXT.toTracking}
          </Button>
        }
      >
        {SURVEY_TEXT.badLink}
      </Alert>
    </>
  );
}

/**
 * `/encuesta/:orderId` (`?correo=`): the after-purchase survey of the order whose public number
 * is `:orderId` ('HN-7K3Q-X9PM-2AB4', as 'Mi Pedido' and Finalización link to it), or of
 * `orderNumber` when the host passes it. The order's e-mail comes filled in from `correo` or is
 * asked for: number and e-mail name the order to the API without a session.
 */
export function SurveyPage({ orderNumber: orderNumberProp }: { orderNumber?: string }) {
  const { orderId } = useParams<{ orderId: string }>();
  const [params] = useSearchParams();
  const orderNumber = parseOrderNumber(orderNumberProp ?? orderId ?? '');
  const initialEmail = params.get(SURVEY_EMAIL_QUERY) ?? '';
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', py: 3, display: 'grid', gap: 3 }}>
      {orderNumber === null ? (
        <BadLink />
      ) : (
        <OrderSurvey orderNumber={orderNumber} initialEmail={initialEmail} />
      )}
    </Box>
  );
}
