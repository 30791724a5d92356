import { useId, type ComponentType } from 'react';
import { alpha } from '@mui/material/styles';
import { Box, Chip, IconButton, Link, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@store/app-kit/shared-mui-page-components';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@store/contracts';
import { ErrorState, failureMessage, useDocumentTitle, visuallyHidden } from '@store/remote-kit';
import { apiUrl } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetComparedProductsQuery } from './compare-api';
import { generalRows, specRows, type CompareRow } from './compare-rows';
import { compareProductRemoved, selectComparedItems } from './compare-slice';
import { COMPARE_TEXT } from './compare-text';

/** The cart's 'Agregar al carrito' for one product; app/ passes the catalog's cart-intent button. */
export type CompareAddToCart = ComponentType<{ product: Product; describedBy?: string }>;

export interface ComparePageProps {
  AddToCart?: CompareAddToCart;
}

/** `/comparar`: the compared products side by side, differences marked. */
export function ComparePage({ AddToCart }: ComparePageProps) {
  useDocumentTitle(COMPARE_TEXT.pageTitle);
  const items = useAppSelector(selectComparedItems);
  const slugs = items.map((item) => item.slug);
  const { data, error, isLoading, refetch } = useGetComparedProductsQuery(slugs, {
    skip: slugs.length === 0,
  });
  // After a removal the previous answer stays on screen (minus that product) while nothing new loads.
  const products = items
    .map((item) => data?.find((product) => product.id === item.id))
    .filter((product): product is Product => product !== undefined);

  return (
    <Box component="section" sx={{ py: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {COMPARE_TEXT.pageTitle}
      </Typography>
      {items.length === 0 ? (
        <Box>
          <Typography variant="h6" component="p">
            {COMPARE_TEXT.emptyTitle}
          </Typography>
          <Typography sx={{ mb: 2 }}>{COMPARE_TEXT.emptyHint}</Typography>
          <Link component={RouterLink} to="/">
            {COMPARE_TEXT.emptyLink}
          </Link>
        </Box>
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <Typography role="status">{COMPARE_TEXT.loading}</Typography>
      ) : (
        <CompareTable products={products} AddToCart={AddToCart} />
      )}
    </Box>
  );
}

function CompareTable({ products, AddToCart }: { products: Product[]; AddToCart?: CompareAddToCart }) {
  const captionId = useId();
  const rows = [...generalRows(products), ...specRows(products)];
  return (
    <Box
      role="region"
      aria-label={COMPARE_TEXT.tableRegion}
      // Focusable so a keyboard can scroll it sideways on a phone.
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Table size="small" aria-labelledby={captionId} sx={{ minWidth: 200 + products.length * 200 }}>
        <Box component="caption" id={captionId} sx={visuallyHidden}>
          {COMPARE_TEXT.tableLabel}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <Box component="span" sx={visuallyHidden}>
                {COMPARE_TEXT.rowProduct}
              </Box>
            </TableCell>
            {products.map((product) => (
              <ProductHeader key={product.id} product={product} AddToCart={AddToCart} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <ComparedRow key={row.label} row={row} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ProductHeader({ product, AddToCart }: { product: Product; AddToCart?: CompareAddToCart }) {
  const dispatch = useAppDispatch();
  const nameId = useId();
  return (
    <TableCell component="th" scope="col" sx={{ verticalAlign: 'top', width: 220 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <IconButton
            size="small"
            aria-label={COMPARE_TEXT.removeOne(product.name)}
            onClick={() => dispatch(compareProductRemoved(product.id))}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Box
          component="img"
          src={apiUrl(product.mainImage.size350)}
          alt=""
          width={160}
          height={160}
          sx={{ objectFit: 'contain', bgcolor: 'common.white', alignSelf: 'center', maxWidth: '100%' }}
        />
        <Link component={RouterLink} to={`/product/${product.slug}`} id={nameId} sx={{ fontWeight: 600 }}>
          {product.name}
        </Link>
        {AddToCart ? <AddToCart product={product} describedBy={nameId} /> : null}
      </Stack>
    </TableCell>
  );
}

function ComparedRow({ row }: { row: CompareRow }) {
  return (
    <TableRow sx={row.differs ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {row.label}
        {row.differs ? (
          <Chip
            label={COMPARE_TEXT.different}
            size="small"
            variant="outlined"
            sx={{ ml: 1, bgcolor: 'background.paper' }}
          />
        ) : null}
      </TableCell>
      {row.values.map((value, column) => (
        // A value's identity is its column (the product), which never moves within a row.
        <TableCell key={column}>{value}</TableCell>
      ))}
    </TableRow>
  );
}
