import { useState, type SyntheticEvent } from 'react';
import { Button, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { Checkbox, FormControlLabel, FormGroup, TextField } from '@store/app-kit/shared-mui-page-components';
import type { ListingFacets } from '@store/contracts';
import { formatCount, formatMoney } from '@store/app-kit';
import type { FilterAction, SearchFilters } from '../search-filters';

interface FacetPanelProps {
  facets: ListingFacets;
  filters: SearchFilters;
  onAction: (action: FilterAction) => void;
}

/** A fieldset with a visible legend, so every group of checkboxes has a name for readers. */
function FacetGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      {children}
    </Stack>
  );
}

const withCount = (label: string, count: number) => `${label} (${formatCount(count)})`;

function PriceFilter({ facets, filters, onAction }: FacetPanelProps) {
  const [min, setMin] = useState(filters.priceMin === null ? '' : String(filters.priceMin));
  const [max, setMax] = useState(filters.priceMax === null ? '' : String(filters.priceMax));
  const toPrice = (raw: string) => (raw.trim() === '' || Number(raw) < 0 ? null : Number(raw));
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAction({ type: 'addMany', values: { priceMin: toPrice(min), priceMax: toPrice(max) } });
  };
  return (
    <FacetGroup legend="Precio">
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          type="number"
          label="Mínimo"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          placeholder={facets.price.min === null ? '' : String(Math.floor(facets.price.min))}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
        <TextField
          size="small"
          type="number"
          label="Máximo"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          placeholder={facets.price.max === null ? '' : String(Math.ceil(facets.price.max))}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
        <Button type="submit" variant="outlined" size="small">
          Aplicar
        </Button>
      </Stack>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {facets.price.ranges.map((range) => {
          const chosen = filters.priceMin === range.min && filters.priceMax === range.max;
          return (
            <li key={`${String(range.min)}-${String(range.max)}`}>
              <Button
                size="small"
                aria-pressed={chosen}
                variant={chosen ? 'contained' : 'text'}
                onClick={() => {
                  setMin(String(range.min));
                  setMax(String(range.max));
                  onAction({ type: 'addMany', values: { priceMin: range.min, priceMax: range.max } });
                }}
              >
                {withCount(`${formatMoney(range.min)} – ${formatMoney(range.max)}`, range.count)}
              </Button>
            </li>
          );
        })}
      </Stack>
    </FacetGroup>
  );
}

/** The facets of the whole result; each count says how many results choosing it would give. */
export function FacetPanel({ facets, filters, onAction }: FacetPanelProps) {
  return (
    <Stack spacing={3}>
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.inStock}
            onChange={(event) => onAction({ type: 'add', key: 'inStock', value: event.target.checked })}
          />
        }
        label={withCount('Solo disponibles', facets.inStock)}
      />
      {facets.categories && facets.categories.length > 0 && (
        <FacetGroup legend="Categoría">
          <FormGroup>
            {facets.categories.map((category) => (
              <FormControlLabel
                key={category.slug}
                control={
                  <Checkbox
                    checked={filters.categories.includes(category.slug)}
                    onChange={() => onAction({ type: 'toggle', key: 'categories', value: category.slug })}
                  />
                }
                label={withCount(category.name, category.count)}
              />
            ))}
          </FormGroup>
        </FacetGroup>
      )}
      {facets.brands.length > 0 && (
        <FacetGroup legend="Marca">
          <FormGroup>
            {facets.brands.map((brand) => (
              <FormControlLabel
                key={brand.id}
                control={
                  <Checkbox
                    checked={filters.brands.includes(String(brand.id))}
                    onChange={() => onAction({ type: 'toggle', key: 'brands', value: String(brand.id) })}
                  />
                }
                label={withCount(brand.name, brand.count)}
              />
            ))}
          </FormGroup>
        </FacetGroup>
      )}
      <PriceFilter
        key={`${String(filters.priceMin)}-${String(filters.priceMax)}`}
        facets={facets}
        filters={filters}
        onAction={onAction}
      />
    </Stack>
  );
}
