import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  ADMIN_PRODUCT_DEFAULT_SORT,
  ADMIN_PRODUCT_SORT_KEYS,
  sortValueOf,
  type AdminProductRow,
} from '@store/contracts';
import { formatDate, formatMoney } from '../../shared/format';
import { FilterForm, FilterSelect } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useCatalogProductsQuery } from './catalog-api';
import { ProductEditDialog } from './ProductEditDialog';

/** The list's filters, named as the API's query (AdminProductListQuery). */
export const PRODUCT_FILTER_KEYS = ['q', 'published'] as const;

const PUBLISHED_OPTIONS = ['yes', 'no'] as const;
const PUBLISHED_LABELS = { yes: 'Publicados', no: 'Ocultos' } as const;

/** The sortable columns and the API's keys for them (AdminProductListQuery's `sort`). */
const SORT_FIELDS = { sku: 'sku', name: 'name', priceSale: 'price', stock: 'stock' } as const;

function couponSummary(row: AdminProductRow): string {
  const { coupon } = row;
  if (!coupon) return '—';
  const amount = coupon.type === 'P' ? `${String(coupon.discount)} %` : formatMoney(coupon.discount);
  if (coupon.disabled) return `${coupon.code} (desactivado)`;
  return `${coupon.code}: ${amount}, ${String(coupon.remaining)} usos, vence ${formatDate(coupon.expire)}`;
}

/** Products, published or not: search by name or SKU, edit price, stock, coupon and publication. */
export default function ProductsPage() {
  usePageTitle('Catálogo');
  const paging = useUrlFilters(PRODUCT_FILTER_KEYS);
  const { filters, page, perPage, setFilters } = paging;
  const published = filters.published === 'yes' || filters.published === 'no' ? filters.published : undefined;
  const sort = sortValueOf(ADMIN_PRODUCT_SORT_KEYS, paging.sort);
  const list = useCatalogProductsQuery({
    ...(filters.q ? { q: filters.q } : {}),
    ...(published ? { published } : {}),
    ...(sort ? { sort } : {}),
    page,
    'per-page': perPage,
  });
  const [editing, setEditing] = useState<AdminProductRow | null>(null);

  const columns: GridColDef<AdminProductRow>[] = [
    { field: 'sku', headerName: 'SKU', minWidth: 140 },
    { field: 'name', headerName: 'Producto', minWidth: 240, flex: 2 },
    { field: 'brand', headerName: 'Marca', minWidth: 110 },
    {
      field: 'priceSale',
      headerName: 'Precio',
      minWidth: 120,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatMoney(value),
    },
    { field: 'stock', headerName: 'Existencias', minWidth: 110, align: 'right', headerAlign: 'right' },
    { field: 'held', headerName: 'Apartadas', minWidth: 100, align: 'right', headerAlign: 'right' },
    {
      field: 'published',
      headerName: 'Publicado',
      minWidth: 100,
      valueFormatter: (value: boolean) => (value ? 'Sí' : 'No'),
    },
    {
      field: 'coupon',
      headerName: 'Cupón',
      minWidth: 220,
      flex: 1,
      valueGetter: (_value, row) => couponSummary(row),
    },
    {
      field: 'actions',
      headerName: 'Acciones',
      minWidth: 110,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setEditing(row)} aria-label={`Editar ${row.sku}`}>
          Editar
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Catálogo</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/catalogo/cupones" variant="outlined">
          Cupones
        </Button>
        <Button component={RouterLink} to="/catalogo/importar" variant="outlined">
          Importar o exportar CSV
        </Button>
      </Stack>
      <FilterForm
        label="Buscar productos"
        helperText="Nombre o SKU"
        text={filters.q}
        onSearch={(q) => setFilters({ q })}
      >
        <FilterSelect
          id="filtro-publicado"
          label="Publicación"
          allLabel="Todos"
          value={published}
          options={PUBLISHED_OPTIONS}
          labels={PUBLISHED_LABELS}
          onChange={(value) => setFilters({ published: value })}
        />
      </FilterForm>
      <ServerDataGrid
        label="Productos"
        columns={columns}
        result={list}
        paging={paging}
        sorting={{ fields: SORT_FIELDS, value: sort, defaultValue: ADMIN_PRODUCT_DEFAULT_SORT }}
      />
      {editing && <ProductEditDialog product={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
