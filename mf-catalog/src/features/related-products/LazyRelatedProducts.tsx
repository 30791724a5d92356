import { lazy, Suspense, type ComponentProps } from 'react';
import { Box } from '@store/app-kit/shared-mui-components';
import { useNearViewport } from './use-near-viewport';

// Its own chunk, fetched (with its query) only when the shopper scrolls near it.
const RelatedProducts = lazy(() => import('./RelatedProducts'));

/** Below the product's details: an empty placeholder until it comes near the viewport. */
export function LazyRelatedProducts(props: ComponentProps<typeof RelatedProducts>) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={ref} sx={{ minHeight: near ? undefined : 1 }}>
      {near && (
        <Suspense fallback={null}>
          <RelatedProducts {...props} />
        </Suspense>
      )}
    </Box>
  );
}
