import { Box, Card, CardContent, Grid, Skeleton } from '@store/app-kit/shared-mui-components';
import type { Product } from '@store/contracts';
import { visuallyHidden } from '@store/remote-kit';
import { ProductCard, type ProductCardProps } from './ProductCard';

const COLUMN_SIZES = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

/** Where a grid opens the page: its first cards are in the first view (a row at 1280 px). */
export const FIRST_VIEW_CARDS = 4;

export function ProductGrid({
  products,
  headingLevel,
  layout = 'column',
  firstView = false,
}: {
  products: Product[];
  headingLevel?: ProductCardProps['headingLevel'];
  layout?: ProductCardProps['layout'];
  /** The grid is the page's main content at the top (a listing): its first images load first. */
  firstView?: boolean;
}) {
  const priorityOf = (index: number): ProductCardProps['imagePriority'] => {
    if (!firstView || index >= FIRST_VIEW_CARDS) return undefined;
    return index === 0 ? 'first' : 'eager';
  };
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product, index) => (
        <Grid key={product.id} component="li" size={layout === 'list' ? 12 : COLUMN_SIZES}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            layout={layout}
            imagePriority={priorityOf(index)}
          />
        </Grid>
      ))}
    </Grid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        Cargando productos…
      </Box>
      <Grid container spacing={2} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Grid key={index} size={COLUMN_SIZES}>
            <Card variant="outlined">
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
              <CardContent>
                <Skeleton width="40%" />
                <Skeleton />
                <Skeleton width="60%" />
                <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
