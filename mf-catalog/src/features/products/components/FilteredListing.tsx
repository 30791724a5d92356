import type { ReactNode } from 'react';
import { Box, Stack } from '@store/app-kit/shared-mui-components';
import type { ProductPage } from '@store/contracts';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { ListPagination } from '../../../components/ListPagination';
import { hasActiveFilters, type FilterAction, type SearchFilters } from '../../search-filters';
import { ActiveFilterChips, ListingFilters } from '../../listing-facets';
import { EmptyListing } from './EmptyListing';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

interface FilteredListingProps {
  filters: SearchFilters;
  /** The current answer (`currentData`), undefined while loading or after a failure. */
  list: ProductPage | undefined;
  error: unknown;
  onRetry: () => void;
  onAction: (action: FilterAction) => void;
  /** What 'Limpiar filtros' does on this page ('clear' on a category, 'clearForSearch' in search). */
  clearAction: FilterAction;
  /** The empty state when no filter is active. */
  emptyText: ReactNode;
  skeletonCount?: number;
}

/**
 * The active filters as chips, then the facets beside the results of a category or a search:
 * the grid and its pages, skeletons
 * while loading, the server's message with 'Reintentar', and an empty state that offers to
 * clear the filters when they are what left nothing, and to search for something else.
 */
export function FilteredListing({
  filters,
  list,
  error,
  onRetry,
  onAction,
  clearAction,
  emptyText,
  skeletonCount,
}: FilteredListingProps) {
  return (
    <>
      <ActiveFilterChips
        filters={filters}
        facets={list?.facets}
        onAction={onAction}
        clearAction={clearAction}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
        <ListingFilters
          facets={list?.facets}
          filters={filters}
          total={list?._meta.totalCount}
          onAction={onAction}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {error !== undefined ? (
            <ErrorState message={failureMessage(error)} onRetry={onRetry} />
          ) : list ? (
            list.items.length === 0 ? (
              hasActiveFilters(filters) ? (
                <EmptyListing
                  message="Ningún producto coincide con los filtros elegidos."
                  onClearFilters={() => onAction(clearAction)}
                />
              ) : (
                <EmptyListing message={emptyText} />
              )
            ) : (
              <>
                <ProductGrid products={list.items} headingLevel="h2" layout={filters.viewMode} firstView />
                <ListPagination page={filters.currentPage} pageCount={list._meta.pageCount} />
              </>
            )
          ) : (
            <ProductGridSkeleton count={skeletonCount} />
          )}
        </Box>
      </Stack>
    </>
  );
}
