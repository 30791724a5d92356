import type { ReactNode } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import type { Product } from '@store/contracts';
import { pickRelated, RELATED_TITLE } from './pick-related';
import { useGetRelatedCandidatesQuery } from './related-products-api';

/**
 * 'Productos relacionados': the category's products closest in price and brand, without the
 * product itself. Rendered by the caller's grid (`renderProducts`), so this feature does not
 * reach into the products feature's cards. Nothing shows when the category has no other product.
 */
export default function RelatedProducts({
  product,
  renderProducts,
}: {
  product: Product;
  renderProducts: (products: Product[]) => ReactNode;
}) {
  const { data } = useGetRelatedCandidatesQuery(product.mainCategory.slug);
  const related = data ? pickRelated(product, data.items) : [];
  if (related.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title">
      <Typography id="related-title" variant="h2" sx={{ mb: 2 }}>
        {RELATED_TITLE}
      </Typography>
      {renderProducts(related)}
    </Box>
  );
}
