import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CatalogBreadcrumbs } from '../../../components/CatalogBreadcrumbs';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { formatCount } from '@store/shared-kernel';
import { ErrorState, failureMessage, NotFound } from '@store/remote-kit';
import { ListPagination } from '../../../components/ListPagination';
import { SortSelect } from '../../../components/SortSelect';
import { categoryProductsQuery, parsePage, parseSort, type ProductSort } from '../../../lib/listing-requests';
import { useDocumentTitle } from '@store/remote-kit';
import { isNotFoundError, useGetCategoryProductsQuery, useGetCategoryQuery } from '../products-api';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada';

export function CategoryPage({ slug: slugProp }: { slug?: string }) {
  const params = useParams<{ slug: string }>();
  const slug = slugProp ?? params.slug ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const sort = parseSort(searchParams.get('sort'));

  const category = useGetCategoryQuery(slug);
  const products = useGetCategoryProductsQuery({ slug, query: categoryProductsQuery(page, sort) });
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

  const changeSort = (next: ProductSort) => {
    const nextParams = new URLSearchParams(searchParams);
    if (next) nextParams.set('sort', next);
    else nextParams.delete('sort');
    nextParams.delete('page'); // a new order starts again from the first page
    setSearchParams(nextParams);
  };

  const total = list?._meta.totalCount;

  return (
    <Stack spacing={2} sx={{ py: 3 }}>
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
        <Typography color="text.secondary" aria-live="polite">
          {total === undefined ? '' : `${formatCount(total)} ${total === 1 ? 'producto' : 'productos'}`}
        </Typography>
        <SortSelect value={sort} onChange={changeSort} />
      </Stack>

      {products.isError ? (
        <ErrorState message={failureMessage(products.error)} onRetry={() => void products.refetch()} />
      ) : list ? (
        list.items.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }}>
            No hay productos en esta categoría por ahora.
          </Typography>
        ) : (
          <>
            <ProductGrid products={list.items} headingLevel="h2" />
            <ListPagination page={page} pageCount={list._meta.pageCount} />
          </>
        )
      ) : (
        <ProductGridSkeleton />
      )}
    </Stack>
  );
}
