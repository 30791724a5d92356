import { TextField } from '@store/app-kit/shared-mui-page-components';
import { SORT_OPTIONS, type ProductSort } from '../lib/listing-requests';

/** A native select: the phone's own picker on small screens, and simple for every reader. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Ordenar por"
      value={value}
      onChange={(event) => onChange(event.target.value as ProductSort)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value || 'relevance'} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
