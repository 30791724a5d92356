import { useId } from 'react';
import { Box, Button, Chip, Paper, Typography } from '@store/app-kit/shared-mui-components';
import type { Address } from '@store/contracts';
import { addressLines } from '@store/remote-kit';
import { addressTitle } from './address-title';
import { ADDRESSES_TEXT } from './addresses-text';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  /** This address is being made the default. */
  makingDefault: boolean;
}

/** One saved address: its name, the default mark, who receives, where, and what can be done with it. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, makingDefault }: AddressCardProps) {
  const headingId = useId();
  const title = addressTitle(address);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {address.is_default && <Chip size="small" color="primary" label={ADDRESSES_TEXT.default} />}
      </Box>
      <Typography>
        {`${address.firstname} ${address.lastname}`.trim()} · {address.telephone}
      </Typography>
      {addressLines(address)
        .filter(Boolean)
        .map((line, index) => (
          <Typography key={index} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          aria-label={ADDRESSES_TEXT.actionOn(ADDRESSES_TEXT.edit, title)}
          onClick={onEdit}
        >
          {ADDRESSES_TEXT.edit}
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={ADDRESSES_TEXT.actionOn(ADDRESSES_TEXT.delete, title)}
          onClick={onDelete}
        >
          {ADDRESSES_TEXT.delete}
        </Button>
        {!address.is_default && (
          <Button
            size="small"
            aria-label={ADDRESSES_TEXT.actionOn(ADDRESSES_TEXT.makeDefault, title)}
            onClick={onMakeDefault}
            disabled={makingDefault}
          >
            {makingDefault ? ADDRESSES_TEXT.makingDefault : ADDRESSES_TEXT.makeDefault}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
