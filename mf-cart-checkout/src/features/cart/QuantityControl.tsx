import { useState } from 'react';
import { IconButton, Stack } from '@store/app-kit/shared-mui-components';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useAppDispatch } from '../../app/hooks';
import { maxLineQty, quantityChanged } from './cart-slice';
import type { CartItem } from './cart-item';

/** − [n] + : every change goes to the store at once; the slice keeps it within 1..maxLineQty. */
export function QuantityControl({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  // What the shopper is typing; the store's quantity is shown again when the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const max = maxLineQty(item.stock);
  const change = (qty: number) => dispatch(quantityChanged({ id: item.id, qty }));

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        aria-label={`Disminuir cantidad de ${item.name}`}
        disabled={item.qty <= 1}
        onClick={() => change(item.qty - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        type="number"
        value={draft ?? String(item.qty)}
        onChange={(event) => {
          setDraft(event.target.value);
          const qty = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(qty) && qty >= 1) change(qty);
        }}
        onBlur={() => setDraft(null)}
        sx={{ width: 76 }}
        slotProps={{
          htmlInput: { 'aria-label': `Cantidad de ${item.name}`, min: 1, max, inputMode: 'numeric' },
        }}
      />
      <IconButton
        size="small"
        aria-label={`Aumentar cantidad de ${item.name}`}
        disabled={item.qty >= max}
        onClick={() => change(item.qty + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
