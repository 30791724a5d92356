import { useState } from 'react';
import { Box, Button, Skeleton, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { Drawer } from '@store/app-kit/shared-mui-page-components';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { ListingFacets } from '@store/contracts';
import { formatCount } from '@store/app-kit';
import type { FilterAction, SearchFilters } from '../search-filters';
import { FacetPanel } from './FacetPanel';

interface ListingFiltersProps {
  facets: ListingFacets | undefined;
  filters: SearchFilters;
  total: number | undefined;
  onAction: (action: FilterAction) => void;
}

/**
 * The facet panel: a column beside the results on wide screens; on phones a drawer behind a
 * button that says how many results the current filters give ('Filtrar (58)'). While the
 * listing loads, the column (with placeholders) or the button (disabled) already takes its
 * place, so the results do not move when the facets arrive (layout shift on the first view).
 * Both are rendered and CSS shows the one the screen calls for: a page rendered on the server
 * (which knows no screen) is then right from its first paint, with nothing to swap on hydration.
 */
export function ListingFilters({ facets, filters, total, onAction }: ListingFiltersProps) {
  const [open, setOpen] = useState(false);
  const panel = facets ? (
    <FacetPanel facets={facets} filters={filters} onAction={onAction} />
  ) : (
    <Stack spacing={1} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={32} />
      ))}
    </Stack>
  );

  return (
    <Box sx={{ flexShrink: 0 }}>
      <Box
        component="aside"
        aria-label="Filtros"
        aria-busy={!facets}
        sx={{ width: 280, display: { xs: 'none', md: 'block' } }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Filtros
        </Typography>
        {panel}
      </Box>
      <Box sx={{ display: { md: 'none' } }}>
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => setOpen(true)}
          disabled={!facets}
        >
          {total === undefined ? 'Filtrar' : `Filtrar (${formatCount(total)})`}
        </Button>
        {/* The drawer is a modal dialog: it needs its own name for screen readers. */}
        <Drawer
          anchor="left"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { 'aria-label': 'Filtros' } }}
        >
          <Stack component="aside" aria-label="Filtros" spacing={2} sx={{ width: 300, p: 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              Filtros
            </Typography>
            {panel}
            <Button variant="contained" onClick={() => setOpen(false)}>
              {total === undefined ? 'Ver resultados' : `Ver ${formatCount(total)} resultados`}
            </Button>
          </Stack>
        </Drawer>
      </Box>
    </Box>
  );
}
