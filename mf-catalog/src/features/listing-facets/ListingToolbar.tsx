import { Stack } from '@store/app-kit/shared-mui-components';
import { TextField, ToggleButton, ToggleButtonGroup } from '@store/app-kit/shared-mui-page-components';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { SortSelect } from '../../components/SortSelect';
import { PER_PAGE_CHOICES, type FilterAction, type SearchFilters, type ViewMode } from '../search-filters';

/** Order, view mode and page size: each one a filter action, so each one lands in the URL. */
export function ListingToolbar({
  filters,
  onAction,
}: {
  filters: SearchFilters;
  onAction: (action: FilterAction) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <SortSelect
        value={filters.sort}
        onChange={(sort) => onAction({ type: 'add', key: 'sort', value: sort })}
      />
      <TextField
        select
        size="small"
        label="Por página"
        value={filters.perPage}
        onChange={(event) => onAction({ type: 'add', key: 'perPage', value: Number(event.target.value) })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {PER_PAGE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filters.viewMode}
        onChange={(_event, value: ViewMode | null) => {
          if (value) onAction({ type: 'add', key: 'viewMode', value });
        }}
        aria-label="Vista de resultados"
      >
        <ToggleButton value="column" aria-label="Cuadrícula">
          <ViewModuleIcon />
        </ToggleButton>
        <ToggleButton value="list" aria-label="Lista">
          <ViewListIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
