import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import { Alert, Box, Button } from '@store/app-kit/shared-mui-components';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Address, StoredUser } from '@store/contracts';
import { PlaceFields, SubmitButton, TextFieldInput, useChosenDepartmentId } from '@store/remote-kit';
import { submitErrorsOf } from '@store/remote-kit';
import {
  addressFormValues,
  addressRequest,
  formFieldMessages,
  newAddressValues,
  validateAddressValues,
} from './address-form-values';
import type { AddressFormValues } from './address-form-values';
import { useAddAddressMutation, useUpdateAddressMutation } from './addresses-api';
import { ADDRESSES_TEXT } from './addresses-text';
import { useDepartments, useMunicipalities } from './use-places';

/** What the dialog edits: a new address, or a saved one. */
export type AddressEditTarget = { kind: 'new' } | { kind: 'edit'; address: Address };

/** Two fields share a line from the `sm` breakpoint up and stack below it. */
const pairSx = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** Department, then the municipalities of the chosen department (the checkout's own picker). */
function AddressPlaceFields() {
  const departments = useDepartments();
  const municipalities = useMunicipalities(departments.countryId, useChosenDepartmentId());
  return <PlaceFields departments={departments} municipalities={municipalities} />;
}

interface AddressFormProps {
  target: AddressEditTarget;
  customerId: number;
  user: StoredUser;
  /** Id of the dialog's title, which names the form. */
  labelledBy: string;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The address book's form: the rule of `validateAddressForm` (the API's, same words) at each
 * field; a refusal shows the server's messages at their fields, or above the form.
 */
function AddressForm({ target, customerId, user, labelledBy, onSaved, onCancel }: AddressFormProps) {
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  // Stable while the dialog shows the same target: a new object would start the form over.
  const initialValues = useMemo(
    () => (target.kind === 'edit' ? addressFormValues(target.address) : newAddressValues(user)),
    [target, user],
  );

  return (
    <Form<AddressFormValues>
      initialValues={initialValues}
      validate={validateAddressValues}
      onSubmit={async (values) => {
        const body = addressRequest(values);
        const result =
          target.kind === 'edit'
            ? await updateAddress({ id: target.address.id, body })
            : await addAddress({ customerId, body });
        if (result.error !== undefined) return submitErrorsOf(result.error, formFieldMessages);
        onSaved();
        return undefined;
      }}
      render={({ handleSubmit, submitError, submitting }) => (
        <Box
          component="form"
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <DialogContent sx={{ pt: 0 }}>
            {typeof submitError === 'string' && (
              <Alert severity="error" sx={{ my: 1 }}>
                {submitError}
              </Alert>
            )}
            <TextFieldInput
              name="alias"
              label={ADDRESSES_TEXT.alias}
              placeholder={ADDRESSES_TEXT.aliasPlaceholder}
            />
            <Box sx={pairSx}>
              <TextFieldInput
                name="firstname"
                label={ADDRESSES_TEXT.firstname}
                autoComplete="given-name"
                required
              />
              <TextFieldInput
                name="lastname"
                label={ADDRESSES_TEXT.lastname}
                autoComplete="family-name"
                required
              />
            </Box>
            <TextFieldInput
              name="telephone"
              label={ADDRESSES_TEXT.telephone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
            />
            <AddressPlaceFields />
            <TextFieldInput
              name="address_1"
              label={ADDRESSES_TEXT.address}
              placeholder={ADDRESSES_TEXT.addressPlaceholder}
              autoComplete="street-address"
              required
            />
            <TextFieldInput
              name="address_2"
              label={ADDRESSES_TEXT.reference}
              placeholder={ADDRESSES_TEXT.referencePlaceholder}
            />
            <SubmitButton
              busy={submitting === true}
              label={ADDRESSES_TEXT.save}
              busyLabel={ADDRESSES_TEXT.saving}
            />
            <Button fullWidth sx={{ mt: 1 }} onClick={onCancel} disabled={submitting}>
              {ADDRESSES_TEXT.cancel}
            </Button>
          </DialogContent>
        </Box>
      )}
    />
  );
}

/**
 * 'Nueva dirección' / 'Editar dirección' in a dialog (full screen on phones). MUI's Dialog traps
 * focus inside and gives it back to the button that opened it.
 */
export function AddressDialog({
  target,
  open,
  customerId,
  user,
  onClose,
  onExited,
}: {
  target: AddressEditTarget | null;
  open: boolean;
  customerId: number;
  user: StoredUser;
  onClose: () => void;
  onExited: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>
        {target?.kind === 'edit' ? ADDRESSES_TEXT.editTitle : ADDRESSES_TEXT.newTitle}
      </DialogTitle>
      {target && (
        <AddressForm
          target={target}
          customerId={customerId}
          user={user}
          labelledBy={titleId}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
