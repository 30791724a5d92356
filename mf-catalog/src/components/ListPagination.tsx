import { Pagination, PaginationItem } from '@store/app-kit/shared-mui-page-components';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/**
 * Pages as real links (`?page=n`, other parameters kept), so a page of results can be
 * bookmarked, shared and opened in a new tab.
 */
export function ListPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number | null) => {
    const params = new URLSearchParams(searchParams);
    if (target === null || target <= 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return { search: search ? `?${search}` : '' };
  };
  return (
    <Pagination
      aria-label="Paginación de productos"
      page={Math.min(page, pageCount)}
      count={pageCount}
      color="primary"
      siblingCount={1}
      sx={{ display: 'flex', justifyContent: 'center', my: 3 }}
      renderItem={(item) => <PaginationItem component={RouterLink} to={hrefFor(item.page)} {...item} />}
    />
  );
}
