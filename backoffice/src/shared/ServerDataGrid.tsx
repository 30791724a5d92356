import { Alert } from '@mui/material';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { PageMeta } from '@store/contracts';
import { apiErrorMessage } from './api-error';

export const PAGE_SIZE_OPTIONS = [25, 50, 100];

/** What RTK Query answers for a paged list endpoint (`{ items, _meta }`). */
export interface PagedQueryResult<Row> {
  data?: { items: Row[]; _meta: PageMeta } | undefined;
  error?: unknown;
  isFetching: boolean;
}

interface ServerDataGridProps<Row extends GridValidRowModel> {
  /** The grid's accessible name (the screen's list, e.g. 'Pedidos'). */
  label: string;
  columns: GridColDef<Row>[];
  /** The list query's result: rows, page counts, loading, and its error shown above the grid. */
  result: PagedQueryResult<Row>;
  /** From useUrlFilters: the 1-based page and its size in the URL, and how to change them. */
  paging: { page: number; perPage: number; setPage: (page: number, perPage: number) => void };
  getRowId?: (row: Row) => string | number;
}

/**
 * MUI X DataGrid (community) with the paging done by the API: the page and its size come from
 * and go to the URL. The API decides the order (newest first, or oldest first for a work queue),
 * so the columns are not sortable in the browser, which would sort one page only.
 */
export function ServerDataGrid<Row extends GridValidRowModel>({
  label,
  columns,
  result: { data, error, isFetching },
  paging: { page, perPage, setPage },
  getRowId,
}: ServerDataGridProps<Row>) {
  return (
    <>
      {error !== undefined && <Alert severity="error">{apiErrorMessage(error)}</Alert>}
      <DataGrid<Row>
        aria-label={label}
        rows={data?.items ?? []}
        columns={columns.map((column) => ({ sortable: false, filterable: false, ...column }))}
        getRowId={getRowId}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        rowCount={data?._meta.totalCount ?? 0}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        paginationModel={{ page: page - 1, pageSize: perPage }}
        onPaginationModelChange={(model) => setPage(model.page + 1, model.pageSize)}
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        density="compact"
      />
    </>
  );
}
