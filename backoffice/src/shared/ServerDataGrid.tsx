import { useMemo } from 'react';
import { Alert } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { parseSort, type PageMeta, type SortValue } from '@store/contracts';
import { apiErrorMessage } from './api-error';

export const PAGE_SIZE_OPTIONS = [25, 50, 100];

/** What RTK Query answers for a paged list endpoint (`{ items, _meta }`). */
export interface PagedQueryResult<Row> {
  data?: { items: Row[]; _meta: PageMeta } | undefined;
  error?: unknown;
  isFetching: boolean;
}

/**
 * A list the API sorts (contracts' SortQuery): which column sorts by which of the API's keys,
 * the sort now (from the URL, already checked by the page) and the API's order without one.
 */
export interface ServerSorting<Key extends string> {
  /** Column field → the API's sort key (`{ statusLabel: 'status' }`); only these are sortable. */
  fields: Readonly<Record<string, Key>>;
  value: SortValue<Key> | undefined;
  /** The API's order when the URL has no `sort`: shown on its column, and left out of the URL. */
  defaultValue: SortValue<Key>;
}

interface ServerDataGridProps<Row extends GridValidRowModel, Key extends string> {
  /** The grid's accessible name (the screen's list, e.g. 'Pedidos'). */
  label: string;
  columns: GridColDef<Row>[];
  /** The list query's result: rows, page counts, loading, and its error shown above the grid. */
  result: PagedQueryResult<Row>;
  /** From useUrlFilters: the 1-based page and its size in the URL, the sort, and their setters. */
  paging: {
    page: number;
    perPage: number;
    setPage: (page: number, perPage: number) => void;
    setSort: (value: string | undefined) => void;
  };
  /** Without it no column sorts (a work queue keeps the API's order). */
  sorting?: ServerSorting<Key>;
  getRowId?: (row: Row) => string | number;
}

/** The grid's sort model of a `sort` value: its column, either way. */
export function sortModelOf<Key extends string>(sorting: ServerSorting<Key>): GridSortModel {
  const { key, descending } = parseSort(sorting.value ?? sorting.defaultValue);
  const field = Object.keys(sorting.fields).find((name) => sorting.fields[name] === key);
  return field ? [{ field, sort: descending ? 'desc' : 'asc' }] : [];
}

/** The `sort` of the grid's model; undefined for the list's own order (kept out of the URL). */
export function sortValueOfModel<Key extends string>(
  sorting: ServerSorting<Key>,
  model: GridSortModel,
): SortValue<Key> | undefined {
  const [first] = model;
  const key = first ? sorting.fields[first.field] : undefined;
  if (!first || key === undefined) return undefined;
  const value: SortValue<Key> = first.sort === 'desc' ? `-${key}` : key;
  return value === sorting.defaultValue ? undefined : value;
}

/**
 * MUI X DataGrid (community) with paging and sorting done by the API (sorting in the browser
 * would sort one page only): the page, its size and the sort come from and go to the URL. Only
 * the columns `sorting.fields` names are sortable; the others keep the API's order.
 */
export function ServerDataGrid<Row extends GridValidRowModel, Key extends string = never>({
  label,
  columns,
  result: { data, error, isFetching },
  paging: { page, perPage, setPage, setSort },
  sorting,
  getRowId,
}: ServerDataGridProps<Row, Key>) {
  // One array per sort: a new one on every render reads to the grid as a new sort, and a new
  // sort sends it back to the first page (losing the URL's page).
  const sortModel = useMemo(
    () => (sorting ? sortModelOf(sorting) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields are a constant per page
    [sorting?.value, sorting?.defaultValue],
  );
  return (
    <>
      {error !== undefined && <Alert severity="error">{apiErrorMessage(error)}</Alert>}
      <DataGrid<Row>
        aria-label={label}
        rows={data?.items ?? []}
        columns={columns.map((column) => ({
          filterable: false,
          ...column,
          sortable: sorting !== undefined && column.field in sorting.fields,
        }))}
        getRowId={getRowId}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        rowCount={data?._meta.totalCount ?? 0}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        paginationModel={{ page: page - 1, pageSize: perPage }}
        onPaginationModelChange={(model) => setPage(model.page + 1, model.pageSize)}
        // Always one order (the API has one): a header toggles between ascending and descending.
        sortingOrder={['asc', 'desc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          if (sorting) setSort(sortValueOfModel(sorting, model));
        }}
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        density="compact"
      />
    </>
  );
}
