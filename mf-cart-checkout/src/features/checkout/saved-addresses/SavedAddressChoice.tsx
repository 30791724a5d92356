import { useId } from 'react';
import { useField } from 'react-final-form';
import { Box, Chip, Typography } from '@store/app-kit/shared-mui-components';
import { FormControl, FormControlLabel, FormLabel } from '@store/app-kit/shared-mui-page-components';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Address } from '@store/contracts';
import { addressLines } from '@store/remote-kit';
import { OTHER_ADDRESS } from './saved-address-choice';
import { SAVED_ADDRESSES_TEXT } from './saved-addresses-text';

/** Where the parcel goes and who receives it there (both are sent with the shipping call). */
function SavedAddressLabel({ address }: { address: Address }) {
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {address.alias || address.address_1}
        </Box>
        {address.is_default && (
          <Chip component="span" size="small" color="primary" label={SAVED_ADDRESSES_TEXT.default} />
        )}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {addressLines(address).filter(Boolean).join(' · ')}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {`${SAVED_ADDRESSES_TEXT.recipient}: ${address.firstname} ${address.lastname} · ${address.telephone}`}
      </Typography>
    </Box>
  );
}

/**
 * A logged-in customer's saved addresses as radios, plus 'Otra dirección' for the form
 * (`savedAddress` of the enclosing 'Envío' form). `onChange` runs after another choice.
 */
export function SavedAddressChoice({
  addresses,
  onChange,
}: {
  addresses: readonly Address[];
  onChange: () => void;
}) {
  const { input } = useField<string>('savedAddress', { subscription: { value: true } });
  const legendId = useId();
  return (
    <FormControl component="fieldset" margin="dense" fullWidth>
      <FormLabel component="legend" id={legendId}>
        {SAVED_ADDRESSES_TEXT.legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby={legendId}
        name={input.name}
        value={input.value}
        onChange={(_event, value) => {
          input.onChange(value);
          onChange();
        }}
      >
        {addresses.map((address) => (
          <FormControlLabel
            key={address.id}
            value={String(address.id)}
            control={<Radio />}
            label={<SavedAddressLabel address={address} />}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
          />
        ))}
        <FormControlLabel value={OTHER_ADDRESS} control={<Radio />} label={SAVED_ADDRESSES_TEXT.other} />
      </RadioGroup>
    </FormControl>
  );
}
