import { Link as RouterLink } from 'react-router-dom';
import { Box, Link } from '@store/app-kit/shared-mui-components';

/** The store's logo, drawn here (no hot-linked assets). */
export function StoreLogo() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="8" fill="#0b3d91" />
        <path d="M9 11h18v3H19.5v12h-3V14H9z" fill="#fff" />
        <circle cx="27" cy="25" r="3" fill="#e4572e" />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.02em' }}>
        TecnoHN
      </Box>
    </Box>
  );
}

/** The logo as the link home, used by every layout that has a header. */
export function StoreLogoLink() {
  return (
    <Link component={RouterLink} to="/" underline="none" color="inherit" aria-label="TecnoHN, ir al inicio">
      <StoreLogo />
    </Link>
  );
}
