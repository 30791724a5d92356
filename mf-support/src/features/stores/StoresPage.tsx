import { useId, type ReactNode } from 'react';
import {
  Box,
  CircularProgress,
  Grid,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@store/app-kit/shared-mui-components';
import { Link as RouterLink } from 'react-router-dom';
import type { Store } from '@store/contracts';
import { ErrorState, failureMessage, useDocumentTitle } from '@store/remote-kit';
import { groupByDepartment } from './group-by-department';
import { StoreCard } from './StoreCard';
import { useGetStoresQuery } from './stores-api';
import { STORES_TEXT } from './stores-text';

function LoadingStores() {
  return (
    <Box role="status" aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>{STORES_TEXT.loading}</Typography>
      </Stack>
      <Grid container spacing={3}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, md: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function NoStores() {
  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ mb: 1 }}>{STORES_TEXT.empty}</Typography>
      <Typography>
        {STORES_TEXT.emptyHelp}{' '}
        <Link component={RouterLink} to="/contact-us">
          {STORES_TEXT.contactLink}
        </Link>
        .
      </Typography>
    </Box>
  );
}

function DepartmentSection({ department, stores }: { department: string; stores: Store[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {department}
      </Typography>
      <Grid container spacing={3}>
        {stores.map((store) => (
          <Grid key={store.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <StoreCard store={store} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/**
 * '/ubicanos': the stores and sales offices from `GET /stores`, grouped by department. Nothing
 * of a maps service is loaded here; 'Cómo llegar' opens a maps search in a new tab.
 */
export function StoresPage() {
  const { data, isLoading, isError, error, refetch } = useGetStoresQuery(undefined);
  useDocumentTitle(STORES_TEXT.title);

  let content: ReactNode;
  if (isError) {
    content = <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  } else if (isLoading || !data) {
    content = <LoadingStores />;
  } else if (data.length === 0) {
    content = <NoStores />;
  } else {
    content = groupByDepartment(data).map((group) => (
      <DepartmentSection key={group.department} department={group.department} stores={group.stores} />
    ));
  }

  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {STORES_TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 820 }}>
        {STORES_TEXT.lead}
      </Typography>
      {content}
    </Box>
  );
}

export default StoresPage;
