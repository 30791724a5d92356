import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Form } from 'react-final-form';
import { apiErrorMessage } from './api-error';

export interface ActionDialogProps<Values extends object> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The button that submits, e.g. 'Confirmar pago'. */
  submitLabel: string;
  /** Shown after the API accepted the action. */
  successMessage: string;
  initialValues?: Partial<Values>;
  /** Calls the API; a rejected promise (RTK Query's `unwrap()`) shows the API's message in the dialog. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Whole-form checks (a field's own checks go on the field). */
  validate?: (values: Values) => Partial<Record<keyof Values, string>> | undefined;
  children?: ReactNode;
  destructive?: boolean;
}

/**
 * Every action on a record (confirm a payment, ship, cancel, approve...) is one of these: a dialog
 * with a react-final-form form, Spanish validation before anything is sent, and the API's refusal
 * (a 409 such as "El pedido ya fue enviado") shown as it comes, with the typed values kept.
 */
export function ActionDialog<Values extends object>({
  open,
  onClose,
  title,
  submitLabel,
  successMessage,
  initialValues,
  onSubmit,
  validate,
  children,
  destructive = false,
}: ActionDialogProps<Values>) {
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `dialogo-${title.replace(/\W+/gu, '-').toLowerCase()}`;
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form<Values>
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await onSubmit(values);
          } catch (error) {
            setFailure(apiErrorMessage(error));
            return;
          }
          enqueueSnackbar(successMessage, { variant: 'success' });
          close();
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              {failure && (
                <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                  {failure}
                </Alert>
              )}
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={submitting}>
                Volver
              </Button>
              <Button
                type="submit"
                variant="contained"
                color={destructive ? 'error' : 'primary'}
                disabled={submitting}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
