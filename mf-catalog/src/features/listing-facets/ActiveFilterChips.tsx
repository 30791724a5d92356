import { Button, Chip, Stack } from '@store/app-kit/shared-mui-components';
import type { ListingFacets } from '@store/contracts';
import { formatMoney } from '@store/app-kit';
import { hasActiveFilters, type FilterAction, type SearchFilters } from '../search-filters';

interface ActiveFilterChipsProps {
  filters: SearchFilters;
  facets: ListingFacets | undefined;
  onAction: (action: FilterAction) => void;
  /** The page's "clear" (`clear` on a category, `clearForSearch` on a search). */
  clearAction: FilterAction;
}

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatMoney(min)} – ${formatMoney(max)}`;
  return min !== null ? `Desde ${formatMoney(min)}` : `Hasta ${formatMoney(max ?? 0)}`;
}

/** What narrows the result, each removable, and 'Limpiar filtros' for all of it. */
export function ActiveFilterChips({ filters, facets, onAction, clearAction }: ActiveFilterChipsProps) {
  if (!hasActiveFilters(filters)) return null;
  const brandName = (id: string) => facets?.brands.find((brand) => String(brand.id) === id)?.name ?? id;
  const categoryName = (slug: string) => facets?.categories?.find((c) => c.slug === slug)?.name ?? slug;
  return (
    <Stack
      component="section"
      aria-label="Filtros activos"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      {filters.categories.map((slug) => (
        <Chip
          key={`c-${slug}`}
          label={categoryName(slug)}
          onDelete={() => onAction({ type: 'toggle', key: 'categories', value: slug })}
        />
      ))}
      {filters.brands.map((id) => (
        <Chip
          key={`b-${id}`}
          label={brandName(id)}
          onDelete={() => onAction({ type: 'toggle', key: 'brands', value: id })}
        />
      ))}
      {(filters.priceMin !== null || filters.priceMax !== null) && (
        <Chip
          label={priceLabel(filters.priceMin, filters.priceMax)}
          onDelete={() => onAction({ type: 'addMany', values: { priceMin: null, priceMax: null } })}
        />
      )}
      {filters.inStock && (
        <Chip
          label="Solo disponibles"
          onDelete={() => onAction({ type: 'add', key: 'inStock', value: false })}
        />
      )}
      <Button size="small" onClick={() => onAction(clearAction)}>
        Limpiar filtros
      </Button>
    </Stack>
  );
}
