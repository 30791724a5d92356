import { useId } from 'react';
import {
  Box,
  CircularProgress,
  Divider,
  Link,
  Paper,
  Stack,
  Typography,
} from '@store/app-kit/shared-mui-components';
import { List, ListItem, ListItemButton } from '@store/app-kit/shared-mui-page-components';
import { Link as RouterLink } from 'react-router-dom';
import type { SiteSearchResult } from '@store/contracts';
import { formatMoney } from '@store/app-kit';
import { PREVIEW_THUMBNAIL_PX, previewThumbnailProps, productHref, searchResultsHref } from './site-search';
import { useSearchPreview } from './use-search-preview';

export interface SearchPreviewProps {
  /** What the shopper has typed in the shell's search box. */
  query: string;
  /** Called when any link is followed (the shell closes the mobile menu or clears the box). */
  onNavigate?: () => void;
  /** Id of the region, for the input's `aria-controls`. */
  id?: string;
}

export const SEARCH_PREVIEW_LABEL = 'Vista previa de resultados';

/**
 * Live preview under the search box (docs/business-rules.md#search-and-filters): up to six
 * products in stock, most expensive first, and a link to the full results page. Renders nothing
 * for a blank query.
 */
export function SearchPreview({ query, onNavigate, id }: SearchPreviewProps) {
  const state = useSearchPreview(query);
  if (state.status === 'idle') return null;

  return (
    <Paper
      component="section"
      id={id}
      aria-label={SEARCH_PREVIEW_LABEL}
      aria-live="polite"
      elevation={8}
      sx={{ width: '100%', maxWidth: '100%', overflow: 'hidden' }}
    >
      {state.status === 'loading' && (
        <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2">Buscando…</Typography>
        </Stack>
      )}

      {state.status === 'failed' && (
        <>
          <Typography variant="body2" color="error" sx={{ px: 2, py: 1.5 }}>
            No pudimos buscar en este momento.
          </Typography>
          {/* The results page uses another endpoint, so it may still answer. */}
          <SeeAllLink query={state.query} onNavigate={onNavigate} />
        </>
      )}

      {state.status === 'succeeded' && state.results.length === 0 && (
        <Typography variant="body2" sx={{ px: 2, py: 1.5, overflowWrap: 'anywhere' }}>
          No encontramos productos para «{state.query}»
        </Typography>
      )}

      {state.status === 'succeeded' && state.results.length > 0 && (
        <>
          <List dense disablePadding>
            {state.results.map((result) => (
              <PreviewItem key={result.id} result={result} onNavigate={onNavigate} />
            ))}
          </List>
          <SeeAllLink query={state.query} onNavigate={onNavigate} />
        </>
      )}
    </Paper>
  );
}

function PreviewItem({ result, onNavigate }: { result: SiteSearchResult; onNavigate?: () => void }) {
  const nameId = useId();
  const priceId = useId();
  const image = previewThumbnailProps(result);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={productHref(result)}
        onClick={onNavigate}
        // The thumbnail's alt repeats the name; naming the link from its text avoids
        // screen readers reading the product name twice.
        aria-labelledby={`${nameId} ${priceId}`}
        sx={{ gap: 1.5, py: 1, alignItems: 'center' }}
      >
        <Box
          component="img"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={image.alt}
          width={image.width}
          height={image.height}
          decoding="async"
          sx={{
            width: PREVIEW_THUMBNAIL_PX,
            height: PREVIEW_THUMBNAIL_PX,
            flexShrink: 0,
            objectFit: 'contain',
            bgcolor: 'common.white',
            borderRadius: 1,
          }}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            id={nameId}
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              lineHeight: 1.3,
            }}
          >
            {result.name}
          </Typography>
          <Typography id={priceId} variant="body2" sx={{ fontWeight: 700, mt: 0.25 }}>
            {formatMoney(result.price.sale)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function SeeAllLink({ query, onNavigate }: { query: string; onNavigate?: () => void }) {
  return (
    <>
      <Divider />
      <Box sx={{ px: 2, py: 1.25 }}>
        <Link
          component={RouterLink}
          to={searchResultsHref(query)}
          onClick={onNavigate}
          underline="hover"
          sx={{ fontWeight: 600, display: 'inline-block', py: 0.5 }}
        >
          Ver todos los resultados
        </Link>
      </Box>
    </>
  );
}
