import { useState } from 'react';
import { Box, Grid, Skeleton, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { Table, TableBody, TableCell, TableRow, TextField } from '@store/app-kit/shared-mui-page-components';
import { CatalogBreadcrumbs } from '../../../components/CatalogBreadcrumbs';
import { useParams } from 'react-router-dom';
import type { Product } from '@store/contracts';
import { ErrorState, failureMessage, NotFound } from '@store/remote-kit';
import { useDocumentTitle } from '@store/remote-kit';
import { CompareButton } from '../../compare';
import { ProductMonthlyFrom } from '../../credit-offer';
import { ProductCouponOffer } from '../../product-coupon';
import { LazyRelatedProducts } from '../../related-products';
import { LazyReviewsSection, ReviewSummary } from '../../reviews';
import { WishlistButton } from '../../wishlist-button';
import { AddToCartButton } from '../components/AddToCartButton';
import { Price } from '../components/Price';
import { ProductGrid } from '../components/ProductGrid';
import { ProductImage } from '../components/ProductImage';
import { StockStatus } from '../components/StockStatus';
import { isNotFoundError, useGetProductBySlugQuery } from '../products-api';
import { ProductHead } from './ProductHead';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';

/** Quantities offered in the selector: 1..stock, kept to a list a shopper can scroll. */
const MAX_SELECTABLE_QTY = 99;

function QuantitySelect({
  stock,
  value,
  onChange,
}: {
  stock: number;
  value: number;
  onChange: (qty: number) => void;
}) {
  const options = Array.from(
    { length: Math.max(1, Math.min(stock, MAX_SELECTABLE_QTY)) },
    (_, index) => index + 1,
  );
  return (
    <TextField
      select
      size="small"
      label="Cantidad"
      value={value}
      disabled={stock <= 0}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 110 }}
    >
      {options.map((qty) => (
        <option key={qty} value={qty}>
          {qty}
        </option>
      ))}
    </TextField>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const [qty, setQty] = useState(1);
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 5 }}>
        <ProductImage product={product} sizes="(min-width: 768px) 40vw, 100vw" priority />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <Typography variant="overline" color="text.secondary" component="p">
            {product.brand.name}
          </Typography>
          <Typography variant="h1" id="product-name">
            {product.name}
          </Typography>
          <ReviewSummary productId={product.id} />
          <Typography variant="body2" color="text.secondary">
            SKU: {product.sku}
          </Typography>
          <Price price={product.price} size="large" />
          <ProductCouponOffer product={product} />
          <ProductMonthlyFrom productId={product.id} />
          <Box>
            <StockStatus stock={product.stock} />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <QuantitySelect stock={product.stock} value={qty} onChange={setQty} />
            <AddToCartButton product={product} qty={qty} describedBy="product-name" size="large" />
            <WishlistButton productId={product.id} slug={product.slug} describedBy="product-name" />
            <CompareButton product={product} describedBy="product-name" size="large" />
          </Stack>
          {product.description && (
            <Box component="section" aria-labelledby="description-title">
              <Typography id="description-title" variant="h2" sx={{ mb: 1 }}>
                Descripción
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
            </Box>
          )}
          {product.specs && product.specs.length > 0 && (
            <Box component="section" aria-labelledby="specs-title">
              <Typography id="specs-title" variant="h2" sx={{ mb: 1 }}>
                Especificaciones
              </Typography>
              <Table size="small" aria-labelledby="specs-title">
                <TableBody>
                  {product.specs.map((spec) => (
                    <TableRow key={spec.name}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                        {spec.name}
                      </TableCell>
                      <TableCell>{spec.value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}

function ProductSkeleton() {
  return (
    <Grid container spacing={4} role="status" aria-label="Cargando producto">
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton width="30%" />
        <Skeleton height={56} />
        <Skeleton width="50%" />
        <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
      </Grid>
    </Grid>
  );
}

export function ProductPage({ slug: slugProp }: { slug?: string }) {
  const params = useParams<{ slug: string }>();
  const slug = slugProp ?? params.slug ?? '';
  const { currentData, isError, error, refetch } = useGetProductBySlugQuery(slug);
  // While a stock change refetches it, the product stays on screen (same slug, same data).
  const product = isError ? undefined : currentData;
  const notFound = isError && isNotFoundError(error);
  useDocumentTitle(notFound ? PRODUCT_NOT_FOUND : (product?.name ?? null));

  if (notFound) {
    return (
      <NotFound
        title={PRODUCT_NOT_FOUND}
        message="El producto que buscas no existe o ya no está a la venta."
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ py: 3 }}>
      <CatalogBreadcrumbs category={product?.mainCategory} current={product?.name} />
      {isError ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : product ? (
        // Keyed by product so the quantity starts at 1 again on another product.
        <Stack key={product.id} spacing={6}>
          <ProductHead product={product} />
          <ProductDetails product={product} />
          {/* Both load after the product: their own chunks and requests, off the first view. */}
          <LazyReviewsSection productId={product.id} />
          <LazyRelatedProducts
            product={product}
            renderProducts={(related) => <ProductGrid products={related} headingLevel="h3" />}
          />
        </Stack>
      ) : (
        <ProductSkeleton />
      )}
    </Stack>
  );
}
