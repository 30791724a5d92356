import { Breadcrumbs } from '@store/app-kit/shared-mui-page-components';
import { Link, Typography } from '@store/app-kit/shared-mui-components';
import { Link as RouterLink } from 'react-router-dom';

interface CatalogBreadcrumbsProps {
  /** The category above the current page, linked (a category's parent, a product's category). */
  category?: { slug: string; name: string } | null | undefined;
  /** The page the shopper is on, marked `aria-current`; omitted while it loads. */
  current?: string | null | undefined;
}

/** 'Inicio' › category › current page, shared by the category and product pages. */
export function CatalogBreadcrumbs({ category, current }: CatalogBreadcrumbsProps) {
  return (
    <Breadcrumbs aria-label="Ruta de navegación">
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        Inicio
      </Link>
      {category && (
        <Link component={RouterLink} to={`/category/${category.slug}`} underline="hover" color="inherit">
          {category.name}
        </Link>
      )}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
