import { useRef } from 'react';
import { Alert, Box, Button, Typography } from '@store/app-kit/shared-mui-components';
import AddIcon from '@mui/icons-material/Add';
import type { Address } from '@store/contracts';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { PortalSection } from '../../components/PortalSection';
import { useCustomerSession } from '../auth';
import type { CustomerSession } from '../auth';
import { AddressCard } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import type { AddressEditTarget } from './AddressDialog';
import { useGetAddressesQuery, useMakeDefaultAddressMutation } from './addresses-api';
import { ADDRESSES_TEXT } from './addresses-text';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { useDialogTarget } from './use-dialog-target';

function AddressList({
  addresses,
  onEdit,
  onDelete,
}: {
  addresses: Address[];
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}) {
  const [makeDefault, defaulting] = useMakeDefaultAddressMutation();
  if (addresses.length === 0) {
    return (
      <Box sx={{ py: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{ADDRESSES_TEXT.empty}</Typography>
        <Typography color="text.secondary">{ADDRESSES_TEXT.emptyHint}</Typography>
      </Box>
    );
  }
  return (
    <>
      {defaulting.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={defaulting.reset}>
          {failureMessage(defaulting.error)}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              onEdit={() => onEdit(address)}
              onDelete={() => onDelete(address)}
              onMakeDefault={() => void makeDefault(address)}
              makingDefault={defaulting.isLoading && defaulting.originalArgs?.id === address.id}
            />
          </li>
        ))}
      </Box>
    </>
  );
}

/** The book of one customer: the list (default first), and the dialogs that change it. */
function AddressBook({ session }: { session: CustomerSession }) {
  const list = useGetAddressesQuery(session.customerId);
  const editor = useDialogTarget<AddressEditTarget>();
  const deletion = useDialogTarget<Address>();
  const addButton = useRef<HTMLButtonElement>(null);
  // The deleted address's buttons are gone: the keyboard goes on from 'Nueva dirección'.
  const deleted = useRef(false);

  return (
    <PortalSection
      title={ADDRESSES_TEXT.title}
      actions={
        <Button
          ref={addButton}
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => editor.show({ kind: 'new' })}
        >
          {ADDRESSES_TEXT.add}
        </Button>
      }
    >
      {list.isLoading && <Typography role="status">{ADDRESSES_TEXT.loading}</Typography>}
      {list.isError && (
        <ErrorState message={failureMessage(list.error)} onRetry={() => void list.refetch()} />
      )}
      {list.data && !list.isError && (
        <AddressList
          addresses={list.data}
          onEdit={(address) => editor.show({ kind: 'edit', address })}
          onDelete={deletion.show}
        />
      )}
      <AddressDialog
        target={editor.target}
        open={editor.open}
        customerId={session.customerId}
        user={session.user}
        onClose={editor.hide}
        onExited={editor.exited}
      />
      <DeleteAddressDialog
        address={deletion.target}
        open={deletion.open}
        onClose={deletion.hide}
        onDeleted={() => {
          deleted.current = true;
        }}
        onExited={() => {
          deletion.exited();
          if (deleted.current) addButton.current?.focus();
          deleted.current = false;
        }}
      />
    </PortalSection>
  );
}

/**
 * Direcciones (/portal/direcciones): the customer's saved addresses, which the checkout's 'Envío'
 * offers. Add, edit, delete (after a confirmation) and choose the default; department and
 * municipality are picked from `/places` as in the checkout. Renders nothing without a session
 * (the portal's guard shows the login first).
 */
export function AddressesPage() {
  const session = useCustomerSession();
  if (!session) return null;
  return <AddressBook session={session} />;
}

export default AddressesPage;
