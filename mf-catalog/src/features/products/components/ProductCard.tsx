import { useId } from 'react';
import {
  Card,
  CardActions,
  CardContent,
  Link,
  Stack,
  Typography,
} from '@store/app-kit/shared-mui-components';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@store/contracts';
import { CompareButton } from '../../compare';
import { WishlistButton } from '../../wishlist-button';
import { AddToCartButton } from './AddToCartButton';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StockStatus } from './StockStatus';

export interface ProductCardProps {
  product: Product;
  /** The heading level that keeps the page's outline in order. */
  headingLevel?: 'h2' | 'h3';
  layout?: 'column' | 'list';
  /** In the first view: the image loads at once ('first': and before anything else). */
  imagePriority?: 'first' | 'eager';
}

export function ProductCard({
  product,
  headingLevel = 'h3',
  layout = 'column',
  imagePriority,
}: ProductCardProps) {
  const nameId = useId();
  const list = layout === 'list';
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: list ? { xs: 'column', sm: 'row' } : 'column' }}
    >
      <Stack sx={{ p: 1, width: list ? { xs: '100%', sm: 200 } : '100%', flexShrink: 0 }}>
        <ProductImage
          product={product}
          sizes={list ? '200px' : undefined}
          eager={imagePriority !== undefined}
          priority={imagePriority === 'first'}
        />
      </Stack>
      <Stack sx={{ flexGrow: 1 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {product.brand.name}
          </Typography>
          <Typography
            variant="subtitle1"
            component={headingLevel}
            sx={{ fontWeight: 600, lineHeight: 1.3, mb: 1 }}
          >
            <Link
              component={RouterLink}
              to={`/product/${product.slug}`}
              underline="hover"
              color="inherit"
              id={nameId}
            >
              {product.name}
            </Link>
          </Typography>
          <Price price={product.price} />
          <Stack direction="row" sx={{ mt: 1 }}>
            <StockStatus stock={product.stock} />
          </Stack>
        </CardContent>
        <CardActions
          disableSpacing
          sx={{ p: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
        >
          <AddToCartButton product={product} describedBy={nameId} fullWidth />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CompareButton product={product} describedBy={nameId} fullWidth />
            <WishlistButton productId={product.id} slug={product.slug} describedBy={nameId} size="small" />
          </Stack>
        </CardActions>
      </Stack>
    </Card>
  );
}
