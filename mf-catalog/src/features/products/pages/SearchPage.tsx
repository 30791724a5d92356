import { useState, type SyntheticEvent } from 'react';
import { Button, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { TextField } from '@store/app-kit/shared-mui-page-components';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatCount } from '@store/app-kit';
import { PageHead, useDocumentTitle } from '@store/remote-kit';
import { useUrlFilters } from '../../search-filters';
import { SEARCH_DEFAULTS } from './listing-defaults';
import { facetedListingRequest, ListingToolbar } from '../../listing-facets';
import { useSearchProductsQuery } from '../products-api';
import { FilteredListing } from '../components/FilteredListing';
import { searchDescription } from './structured-data';

export function resultsCountText(total: number, q: string): string {
  return total === 1
    ? `1 producto encontrado para «${q}»`
    : `${formatCount(total)} productos encontrados para «${q}»`;
}

function SearchForm({ initialQuery }: { initialQuery: string }) {
  const [, setSearchParams] = useSearchParams();
  const [value, setValue] = useState(initialQuery);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (q) setSearchParams({ q });
  };
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ maxWidth: 560 }}
    >
      <TextField
        fullWidth
        size="small"
        type="search"
        name="q"
        label="Buscar productos"
        placeholder="Buscar productos..."
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="contained">
        Buscar
      </Button>
    </Stack>
  );
}

export function SearchPage() {
  // The URL is the state: filters, sort, view, page size and page (reload, back and share keep them).
  const { filters, onAction } = useUrlFilters(SEARCH_DEFAULTS);
  const q = filters.q;
  useDocumentTitle(q ? `Resultados para «${q}»` : 'Resultados de búsqueda');

  const results = useSearchProductsQuery(q ? facetedListingRequest(filters, { search: true }) : skipToken);

  // `currentData`: another query, page or filter shows skeletons, not the previous results.
  const data = results.isError ? undefined : results.currentData;
  const total = data?._meta.totalCount;

  return (
    <Stack spacing={2} sx={{ py: 3 }}>
      {/* Result lists are not indexed (endless, thin variations), but their links lead to products that are. */}
      <PageHead
        title={q ? `Resultados para «${q}»` : 'Resultados de búsqueda'}
        description={searchDescription(q)}
        canonicalPath={q ? `/resultados-de-busqueda?q=${encodeURIComponent(q)}` : '/resultados-de-busqueda'}
        noindex
        followLinks
      />
      <Typography variant="h1">Resultados de búsqueda</Typography>
      <SearchForm key={q} initialQuery={q} />
      {!q ? (
        <Typography>Escribe el nombre, la marca o el modelo del producto que buscas.</Typography>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
          >
            <Typography aria-live="polite" sx={{ minHeight: '1.5em' }}>
              {total === undefined ? '' : resultsCountText(total, q)}
            </Typography>
            <ListingToolbar filters={filters} onAction={onAction} />
          </Stack>
          <FilteredListing
            filters={filters}
            list={data}
            error={results.isError ? results.error : undefined}
            onRetry={() => void results.refetch()}
            onAction={onAction}
            clearAction={{ type: 'clearForSearch' }}
            emptyText={`No encontramos productos para «${q}»`}
            skeletonCount={4}
          />
        </>
      )}
    </Stack>
  );
}
