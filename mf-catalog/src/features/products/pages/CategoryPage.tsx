import type { Category } from '@store/contracts';
import { Box, Link, Skeleton, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { CatalogBreadcrumbs } from '../../../components/CatalogBreadcrumbs';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatCount } from '@store/app-kit';
import { ErrorState, failureMessage, NotFound, PageHead, storefrontOrigin } from '@store/remote-kit';
import { useDocumentTitle } from '@store/remote-kit';
import { useUrlFilters } from '../../search-filters';
import { CATEGORY_DEFAULTS } from './listing-defaults';
import { facetedListingRequest, ListingToolbar } from '../../listing-facets';
import { isNotFoundError, useGetCategoryProductsQuery, useGetCategoryQuery } from '../products-api';
import { FilteredListing } from '../components/FilteredListing';
import { HOME_CRUMB, breadcrumbJsonLd, categoryDescription, categoryPath } from './structured-data';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada';

/**
 * Description, canonical URL (the category itself: filtered, sorted and paged views are the same
 * page to a search engine) and the BreadcrumbList the visible breadcrumbs show.
 */
function CategoryHead({ category }: { category: Category }) {
  const origin = storefrontOrigin();
  const path = categoryPath(category.slug);
  const crumbs = [
    HOME_CRUMB,
    ...(category.parent ? [{ name: category.parent.name, path: categoryPath(category.parent.slug) }] : []),
    { name: category.name, path },
  ];
  return (
    <PageHead
      title={category.name}
      description={categoryDescription(category.name)}
      canonicalPath={path}
      jsonLd={breadcrumbJsonLd(crumbs, origin)}
    />
  );
}

export function CategoryPage({ slug: slugProp }: { slug?: string }) {
  const params = useParams<{ slug: string }>();
  const slug = slugProp ?? params.slug ?? '';
  // The URL is the state: every filter action becomes the next URL (reload, back and share keep it).
  const { filters, onAction } = useUrlFilters(CATEGORY_DEFAULTS);

  const category = useGetCategoryQuery(slug);
  const products = useGetCategoryProductsQuery({
    slug,
    query: facetedListingRequest(filters, { search: false }),
  });
  // `currentData`, not `data`: another page or order shows skeletons, not the previous list;
  // after a failed refetch the error is shown, not what the last success left in the cache.
  const categoryData = category.isError ? undefined : category.currentData;
  const list = products.isError ? undefined : products.currentData;
  const name = categoryData?.name;
  const notFound =
    (category.isError && isNotFoundError(category.error)) ||
    (products.isError && isNotFoundError(products.error));
  useDocumentTitle(notFound ? CATEGORY_NOT_FOUND : (name ?? null));

  if (notFound) {
    return (
      <NotFound
        title={CATEGORY_NOT_FOUND}
        message="La categoría que buscas no existe o ya no está disponible."
      />
    );
  }

  const total = list?._meta.totalCount;

  return (
    <Stack spacing={2} sx={{ py: 3 }}>
      {categoryData && <CategoryHead category={categoryData} />}
      <CatalogBreadcrumbs category={categoryData?.parent} current={name} />

      {category.isError ? (
        <ErrorState message={failureMessage(category.error)} onRetry={() => void category.refetch()} />
      ) : (
        <Typography variant="h1">
          {name ?? <Skeleton width={240} aria-label="Cargando categoría" />}
        </Typography>
      )}

      {categoryData && categoryData.children.length > 0 && (
        <Box component="nav" aria-label="Subcategorías">
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {categoryData.children.map((child) => (
              <Link key={child.slug} component={RouterLink} to={`/category/${child.slug}`}>
                {child.name}
              </Link>
            ))}
          </Stack>
        </Box>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {/* A line tall even while empty: the count arriving must not push the results down. */}
        <Typography color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
          {total === undefined ? '' : `${formatCount(total)} ${total === 1 ? 'producto' : 'productos'}`}
        </Typography>
        <ListingToolbar filters={filters} onAction={onAction} />
      </Stack>

      <FilteredListing
        filters={filters}
        list={list}
        error={products.isError ? products.error : undefined}
        onRetry={() => void products.refetch()}
        onAction={onAction}
        clearAction={{ type: 'clear' }}
        emptyText="No hay productos en esta categoría por ahora."
      />
    </Stack>
  );
}
