import {
  Box,
  CircularProgress,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@store/app-kit/shared-mui-components';
import { List, ListItem, ListItemButton } from '@store/app-kit/shared-mui-page-components';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatDate } from '@store/app-kit';
import { ErrorState, failureMessage, isApiFailure, NotFound } from '@store/remote-kit';
import { useDocumentTitle } from '@store/remote-kit';
import { ContentBlocks } from './ContentBlocks';
import { CONTENT_PAGES, contentPagePath } from './content-pages-nav';
import { useGetContentPageQuery } from './content-pages-api';

export const PAGE_NOT_FOUND = 'Página no encontrada';

function ContentPagesNav({ current }: { current: string }) {
  return (
    <Paper component="nav" variant="outlined" aria-label="Información de la tienda">
      <List dense disablePadding>
        {CONTENT_PAGES.map((page) => {
          const active = page.slug === current;
          return (
            // A <ul> may only hold <li>: each link sits in its list item.
            <ListItem key={page.slug} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={contentPagePath(page.slug)}
                selected={active}
                aria-current={active ? 'page' : undefined}
              >
                <ListItemText primary={page.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

function LoadingPage() {
  return (
    <Box role="status" aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>Cargando página…</Typography>
      </Stack>
      <Skeleton height={48} width="60%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="80%" />
    </Box>
  );
}

/** A content page of the store (`/pages/{slug}`), with the other pages at its side. */
export function ContentPageView({ slug: slugProp }: { slug?: string }) {
  const params = useParams<{ slug: string }>();
  const slug = slugProp ?? params.slug ?? '';
  const { currentData, isError, error, refetch } = useGetContentPageQuery(slug || skipToken);
  // `currentData`: another slug shows the loading state, not the page read before.
  const page = isError ? undefined : currentData;
  const notFound = !slug || (isError && isApiFailure(error) && error.status === 404);
  useDocumentTitle(notFound ? PAGE_NOT_FOUND : page?.title);

  if (notFound) {
    return <NotFound title={PAGE_NOT_FOUND} message="La página que buscas no existe o fue movida." />;
  }

  return (
    <Grid container spacing={4} sx={{ py: 3 }}>
      <Grid size={{ xs: 12, md: 3 }}>
        <ContentPagesNav current={slug} />
      </Grid>
      <Grid
        size={{ xs: 12, md: 9 }}
        component="article"
        aria-labelledby={page ? 'content-page-title' : undefined}
      >
        {isError ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : page ? (
          <Box sx={{ maxWidth: 820 }}>
            <Typography id="content-page-title" variant="h1" sx={{ mb: 1 }}>
              {page.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              Última actualización: <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
            </Typography>
            <ContentBlocks blocks={page.blocks} />
          </Box>
        ) : (
          <LoadingPage />
        )}
      </Grid>
    </Grid>
  );
}
