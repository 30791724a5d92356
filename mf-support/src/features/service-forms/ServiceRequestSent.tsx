import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Paper, Stack, Typography } from '@store/app-kit/shared-mui-components';
import type { ServiceRequestCreated } from '@store/contracts';
import { SERVICE_FORM_TEXT } from './service-form-text';

/**
 * What the shopper sees once the API took the request: the ticket to quote, the server's
 * confirmation (which names the address the e-mail went to) and when they will hear from us.
 * Focus moves to its heading, so keyboard and screen-reader users land on it.
 */
export function ServiceRequestSent({
  created,
  nextSteps,
  onSendAnother,
}: {
  created: ServiceRequestCreated;
  nextSteps: string;
  onSendAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="service-request-sent" sx={{ p: 3, mt: 2 }}>
      <Typography
        id="service-request-sent"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        {SERVICE_FORM_TEXT.sentHeading}
      </Typography>
      <Box component="dl" sx={{ my: 2 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {SERVICE_FORM_TEXT.ticketLabel}
        </Typography>
        <Typography component="dd" variant="h3" sx={{ m: 0, letterSpacing: 1 }}>
          {created.ticket}
        </Typography>
      </Box>
      <Typography sx={{ mb: 1 }}>{created.message}</Typography>
      <Typography sx={{ mb: 1 }}>{nextSteps}</Typography>
      <Typography variant="body2" color="text.secondary">
        {SERVICE_FORM_TEXT.keepTicket}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
        <Button variant="outlined" onClick={onSendAnother}>
          {SERVICE_FORM_TEXT.sendAnother}
        </Button>
        <Button component={RouterLink} to="/">
          {SERVICE_FORM_TEXT.backHome}
        </Button>
      </Stack>
    </Paper>
  );
}
