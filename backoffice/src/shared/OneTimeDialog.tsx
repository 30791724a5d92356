import { useId, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Facts } from './Section';

export interface OneTimeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Why it is shown only now, and to whom it goes. */
  warning: string;
  /** What is shown this once: label → value. */
  items: [string, ReactNode][];
  /** What the receiver does with it. */
  afterword: string;
  /** The button that closes and forgets, e.g. 'Ya la entregué'. */
  closeLabel: string;
}

/**
 * What the API shows only once (a new integrator's or a rotated server secret, an invitation's
 * one-time password, a second factor's enrolment): this dialog is the only place it appears,
 * and closing it forgets it, since the API keeps only a hash.
 */
export function OneTimeDialog({
  open,
  onClose,
  title,
  warning,
  items,
  afterword,
  closeLabel,
}: OneTimeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        {open && <Facts items={items} />}
        <Typography sx={{ mt: 2 }}>{afterword}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
