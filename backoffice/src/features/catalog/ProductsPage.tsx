import { useState, type SyntheticEvent } from 'react';
import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_PRODUCT_SORTS, type AdminProductRow, type AdminProductSort } from '@store/contracts';
import { formatDate, formatMoney } from '../../shared/format';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useCatalogProductsQuery } from './catalog-api';
import { ProductEditDialog } from './ProductEditDialog';

/** The list's filters, named as the API's query (AdminProductListQuery). */
export const PRODUCT_FILTER_KEYS = ['q', 'published', 'sort'] as const;

const SORT_LABELS: Readonly<Record<AdminProductSort, string>> = {
  name: 'Nombre (A-Z)',
  '-name': 'Nombre (Z-A)',
  sku: 'SKU (A-Z)',
  '-sku': 'SKU (Z-A)',
  price: 'Precio (menor primero)',
  '-price': 'Precio (mayor primero)',
  stock: 'Existencias (menos primero)',
  '-stock': 'Existencias (más primero)',
  newest: 'Más recientes',
};

const isSort = (value: string | undefined): value is AdminProductSort =>
  ADMIN_PRODUCT_SORTS.includes(value as AdminProductSort);

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
  const sort = isSort(filters.sort) ? filters.sort : undefined;
  const list = useCatalogProductsQuery({
    ...(filters.q ? { q: filters.q } : {}),
    ...(published ? { published } : {}),
    ...(sort ? { sort } : {}),
    page,
    'per-page': perPage,
  });
  const [text, setText] = useState(filters.q ?? '');
  const [editing, setEditing] = useState<AdminProductRow | null>(null);
  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    setFilters({ q: text });
  };

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
      <Box
        component="form"
        role="search"
        aria-label="Buscar productos"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <TextField
          label="Buscar"
          helperText="Nombre o SKU"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
        />
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="filtro-publicado">Publicación</InputLabel>
          <Select
            labelId="filtro-publicado"
            label="Publicación"
            value={published ?? ''}
            onChange={(event) => setFilters({ published: event.target.value })}
          >
            <MenuItem value="">Todos</MenuItem>
            <MenuItem value="yes">Publicados</MenuItem>
            <MenuItem value="no">Ocultos</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="orden-productos">Ordenar por</InputLabel>
          <Select
            labelId="orden-productos"
            label="Ordenar por"
            value={sort ?? 'name'}
            onChange={(event) =>
              setFilters({ sort: event.target.value === 'name' ? undefined : event.target.value })
            }
          >
            {ADMIN_PRODUCT_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {SORT_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button type="submit" variant="contained">
          Buscar
        </Button>
      </Box>
      <ServerDataGrid label="Productos" columns={columns} result={list} paging={paging} />
      {editing && <ProductEditDialog product={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
