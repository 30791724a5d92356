import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Form } from 'react-final-form';
import { TICKET_REPLY_MAX_LENGTH, ticketReplyProblem } from '@store/contracts';
import { apiErrorMessage } from '../../shared/api-error';
import { FormTextField } from '../../shared/form-fields';

/** The reply's rule as the API applies it (contracts' ticketReplyProblem), for the form. */
export const validateReply = (value: string | undefined): string | undefined =>
  ticketReplyProblem(value) ?? undefined;

/**
 * The answer to a ticket: checked in Spanish before anything is sent (the API's own rule), then
 * mailed to the requester by the API. A refusal is shown above the field and the text stays.
 */
export function TicketReplyForm({
  ticket,
  email,
  onSend,
}: {
  ticket: string;
  email: string;
  onSend: (message: string) => Promise<unknown>;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form<{ message?: string }>
      onSubmit={async (values, form) => {
        setFailure(null);
        try {
          await onSend((values.message ?? '').trim());
        } catch (error) {
          setFailure(apiErrorMessage(error));
          return;
        }
        enqueueSnackbar(`Respuesta enviada a ${email}`, { variant: 'success' });
        // Cleared for the next reply; setTimeout lets final-form finish this submit first.
        setTimeout(() => form.restart());
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={`Responder ${ticket}`}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <FormTextField
            name="message"
            label={`Respuesta (se envía por correo a ${email})`}
            required
            multiline
            minRows={5}
            helperText={`Hasta ${TICKET_REPLY_MAX_LENGTH} caracteres. El saludo final y los enlaces de la tienda se agregan solos.`}
            validate={validateReply}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={submitting}>
              Enviar respuesta
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
