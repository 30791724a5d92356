import { useState } from 'react';
import { Alert, Button, CircularProgress, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@store/contracts';
import { apiErrorMessage } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format';
import { Facts, Section } from '../../shared/Section';
import { usePageTitle } from '../../shared/use-page-title';
import { useChangeTicketStatusMutation, useReplyToTicketMutation, useTicketQuery } from './support-api';
import { TicketReplyForm } from './TicketReplyForm';

/** The button that moves a ticket to `status`, named for what it does from where it is. */
function statusButtonLabel(from: TicketStatus, to: TicketStatus): string {
  if (to === 'in_progress') return from === 'resolved' ? 'Reabrir (En proceso)' : 'Pasar a En proceso';
  return `Marcar ${TICKET_STATUS_LABELS[to]}`;
}

/** One ticket: what the requester wrote, the replies sent, its status and the reply form. */
export default function TicketPage() {
  const id = Number(useParams().id);
  const { data: ticket, error, isLoading } = useTicketQuery(id, { skip: !Number.isInteger(id) });
  const [changeStatus, statusChange] = useChangeTicketStatusMutation();
  const [reply] = useReplyToTicketMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [statusFailure, setStatusFailure] = useState<string | null>(null);
  usePageTitle(ticket ? `Ticket ${ticket.ticket}` : 'Ticket');

  if (isLoading) return <CircularProgress aria-label="Cargando el ticket" />;
  if (error || !ticket) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Ticket</Typography>
        <Alert severity="error">{error ? apiErrorMessage(error) : 'Ticket no encontrado.'}</Alert>
        <Link component={RouterLink} to="/soporte">
          Volver a los tickets
        </Link>
      </Stack>
    );
  }

  const move = async (status: TicketStatus) => {
    setStatusFailure(null);
    try {
      await changeStatus({ id, body: { status } }).unwrap();
      enqueueSnackbar(`Ticket ${ticket.ticket}: ${TICKET_STATUS_LABELS[status]}`, { variant: 'success' });
    } catch (failure) {
      setStatusFailure(apiErrorMessage(failure));
    }
  };

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/soporte">
        ← Tickets
      </Link>
      <Typography variant="h1">Ticket {ticket.ticket}</Typography>
      <Typography component="p" variant="h2" color="primary">
        {ticket.kindLabel} · {ticket.statusLabel}
      </Typography>
      {statusFailure && (
        <Alert severity="error" role="alert">
          {statusFailure}
        </Alert>
      )}
      {ticket.nextStatuses.length > 0 && (
        <Stack direction="row" spacing={1} role="group" aria-label="Estado del ticket">
          {ticket.nextStatuses.map((status) => (
            <Button
              key={status}
              variant="outlined"
              disabled={statusChange.isLoading}
              onClick={() => void move(status)}
            >
              {statusButtonLabel(ticket.status, status)}
            </Button>
          ))}
        </Stack>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="ticket-solicitud" title="Solicitud">
            <Facts
              items={[
                ['Recibido', formatDateTime(ticket.createdAt)],
                ['Solicitante', ticket.name],
                ...ticket.fields.map((field): [string, string] => [field.label, field.value]),
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="ticket-respuestas" title="Respuestas enviadas">
            {ticket.replies.length === 0 ? (
              <Typography>Todavía nadie ha respondido.</Typography>
            ) : (
              <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {ticket.replies.map((sent) => (
                  <Paper key={sent.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
                    <Typography variant="body2" color="text.secondary">
                      {sent.staffEmail} · {formatDateTime(sent.createdAt)}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{sent.message}</Typography>
                  </Paper>
                ))}
              </Stack>
            )}
          </Section>
        </Grid>
      </Grid>
      <Section id="ticket-responder" title="Responder">
        <TicketReplyForm
          ticket={ticket.ticket}
          email={ticket.email}
          onSend={(message) => reply({ id, body: { message } }).unwrap()}
        />
      </Section>
    </Stack>
  );
}
