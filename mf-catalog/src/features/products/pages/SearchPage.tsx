import { useEffect, useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatCount } from '@store/shared-kernel';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { ListPagination } from '../../../components/ListPagination';
import { SortSelect } from '../../../components/SortSelect';
import { parsePage, searchProductsQuery, type ProductSort } from '../../../lib/listing-requests';
import { useDocumentTitle } from '@store/remote-kit';
import { filterApplied, searchSubmitted, selectSearchFilters, type ViewMode } from '../../search-filters';
import { useSearchProductsQuery } from '../products-api';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';

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
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const page = parsePage(searchParams.get('page'));
  const filters = useAppSelector(selectSearchFilters);
  useDocumentTitle(q ? `Resultados para «${q}»` : 'Resultados de búsqueda');

  // A new query resets sort, stock filter and view for its results (spec: "clear for search").
  useEffect(() => {
    if (q !== filters.q) dispatch(searchSubmitted(q));
  }, [dispatch, q, filters.q]);

  // Until the filters follow the URL's query, asking would fetch a list nobody sees.
  const synced = filters.q === q;
  const results = useSearchProductsQuery(
    q && synced
      ? searchProductsQuery({
          q,
          page,
          perPage: filters.perPage,
          sort: filters.sort,
          inStock: filters.inStock,
        })
      : skipToken,
  );

  const backToFirstPage = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    setSearchParams(next);
  };
  const changeSort = (sort: ProductSort) => {
    dispatch(filterApplied({ type: 'add', key: 'sort', value: sort }));
    backToFirstPage();
  };
  const changeInStock = (inStock: boolean) => {
    dispatch(filterApplied({ type: 'add', key: 'inStock', value: inStock }));
    backToFirstPage();
  };
  const changeView = (viewMode: ViewMode | null) => {
    if (viewMode) dispatch(filterApplied({ type: 'add', key: 'viewMode', value: viewMode }));
  };

  // `currentData`: another query, page or filter shows skeletons, not the previous results.
  const data = results.isError ? undefined : results.currentData;

  return (
    <Stack spacing={2} sx={{ py: 3 }}>
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
            <Typography aria-live="polite">
              {data ? resultsCountText(data._meta.totalCount, q) : ''}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={filters.inStock}
                    onChange={(event) => changeInStock(event.target.checked)}
                  />
                }
                label="Solo disponibles"
              />
              <SortSelect value={filters.sort} onChange={changeSort} />
              <ToggleButtonGroup
                size="small"
                exclusive
                value={filters.viewMode}
                onChange={(_event, value: ViewMode | null) => changeView(value)}
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
          </Stack>
          {results.isError ? (
            <ErrorState message={failureMessage(results.error)} onRetry={() => void results.refetch()} />
          ) : data ? (
            data.items.length === 0 ? (
              <Typography sx={{ py: 4, textAlign: 'center' }}>No encontramos productos para «{q}»</Typography>
            ) : (
              <>
                <ProductGrid products={data.items} headingLevel="h2" layout={filters.viewMode} />
                <ListPagination page={page} pageCount={data._meta.pageCount} />
              </>
            )
          ) : (
            <ProductGridSkeleton count={4} />
          )}
        </>
      )}
    </Stack>
  );
}
