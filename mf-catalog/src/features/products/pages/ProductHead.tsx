import type { Product } from '@store/contracts';
import { PageHead, storefrontOrigin } from '@store/remote-kit';
import { useGetReviewsQuery } from '../../reviews';
import {
  HOME_CRUMB,
  breadcrumbJsonLd,
  categoryPath,
  productDescription,
  productJsonLd,
  productPath,
  shareImageUrl,
} from './structured-data';

/**
 * The product page's head: description, canonical URL, the product's picture for link previews,
 * and Product + BreadcrumbList JSON-LD. The rating comes from the first page of reviews, the same
 * request and cache entry the summary under the title reads, so it costs no extra request.
 */
export function ProductHead({ product }: { product: Product }) {
  const { data: reviews } = useGetReviewsQuery({ productId: product.id, page: 1 });
  const origin = storefrontOrigin();
  const category = product.mainCategory;
  return (
    <PageHead
      title={product.name}
      description={productDescription(product)}
      canonicalPath={productPath(product.slug)}
      image={shareImageUrl(product)}
      type="product"
      jsonLd={[
        productJsonLd(product, origin, reviews?.summary),
        breadcrumbJsonLd(
          [
            HOME_CRUMB,
            { name: category.name, path: categoryPath(category.slug) },
            { name: product.name, path: productPath(product.slug) },
          ],
          origin,
        ),
      ]}
    />
  );
}
