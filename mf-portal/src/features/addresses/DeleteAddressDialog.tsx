import { useId } from 'react';
import { Alert, Button } from '@store/app-kit/shared-mui-components';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Address } from '@store/contracts';
import { failureMessage } from '@store/remote-kit';
import { addressTitle } from './address-title';
import { useDeleteAddressMutation } from './addresses-api';
import { ADDRESSES_TEXT } from './addresses-text';

/**
 * The confirmation before `DELETE /addresses/{id}`. A refusal stays in the dialog with the
 * server's message; once deleted, the dialog closes and `onDeleted` runs.
 */
export function DeleteAddressDialog({
  address,
  open,
  onClose,
  onDeleted,
  onExited,
}: {
  address: Address | null;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
  onExited: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [deleteAddress, { isLoading, error, reset }] = useDeleteAddressMutation();
  const close = () => {
    if (!isLoading) onClose();
  };
  const confirm = async () => {
    if (!address) return;
    const result = await deleteAddress(address.id);
    if (result.error === undefined) {
      onDeleted();
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // The next opening starts without the last refusal.
      slotProps={{
        transition: {
          onExited: () => {
            reset();
            onExited();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{ADDRESSES_TEXT.deleteTitle}</DialogTitle>
      <DialogContent>
        {error !== undefined && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failureMessage(error)}
          </Alert>
        )}
        <DialogContentText id={textId}>
          {address ? ADDRESSES_TEXT.deleteBody(addressTitle(address)) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          {ADDRESSES_TEXT.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading ? ADDRESSES_TEXT.deleting : ADDRESSES_TEXT.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
