import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, CircularProgress } from '@store/app-kit/shared-mui-components';
import { PORTAL_FRAME_TEXT } from './portal-frame-text';
import { PortalNav } from './PortalNav';

/** The portal's navigation beside (or, on phones, above) the current section. */
export function PortalFrame() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
        gap: { xs: 2, md: 4 },
        alignItems: 'start',
        width: '100%',
      }}
    >
      <PortalNav />
      {/* Each section's code loads on its route: the frame stays small. */}
      <Suspense fallback={<SectionLoading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

function SectionLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <span>{PORTAL_FRAME_TEXT.loading}</span>
    </Box>
  );
}
