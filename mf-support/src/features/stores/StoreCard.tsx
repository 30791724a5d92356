import type { ReactNode } from 'react';
import { Box, Button, Chip, Link, Paper, Typography } from '@store/app-kit/shared-mui-components';
import DirectionsIcon from '@mui/icons-material/Directions';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Store } from '@store/contracts';
import { visuallyHidden } from '@store/remote-kit';
import { mapsSearchUrl, telHref } from './store-links';
import { STORES_TEXT } from './stores-text';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One store or office: where it is, when it opens, how to call it and how to get there. */
export function StoreCard({ store }: { store: Store }) {
  const headingId = `tienda-${store.slug}`;
  const phoneHref = telHref(store.phone);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h3">
        {store.name}
      </Typography>
      {store.pickup && (
        <Chip
          label={STORES_TEXT.pickup}
          color="success"
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Detail term={STORES_TEXT.address}>{store.address}</Detail>
        <Detail term={STORES_TEXT.hours}>{store.hours}</Detail>
        {phoneHref && (
          <Detail term={STORES_TEXT.phone}>
            <Link href={phoneHref}>{store.phone}</Link>
          </Detail>
        )}
        {store.email && (
          <Detail term={STORES_TEXT.email}>
            <Link href={`mailto:${store.email}`}>{store.email}</Link>
          </Detail>
        )}
      </Box>
      <Button
        component="a"
        href={mapsSearchUrl(store.address)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        startIcon={<DirectionsIcon />}
        endIcon={<OpenInNewIcon fontSize="small" />}
        sx={{ mt: 'auto', alignSelf: 'flex-start' }}
      >
        {STORES_TEXT.directions}
        {/* Every card has one: the name says which store, and that it leaves this tab. */}
        <Box component="span" sx={visuallyHidden}>
          {STORES_TEXT.directionsDetail(store.name)}
        </Box>
      </Button>
    </Paper>
  );
}
