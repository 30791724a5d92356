import { Link as RouterLink } from 'react-router-dom';
import { Box, Link } from '@store/app-kit/shared-mui-components';
import type { FooterLink } from './footer-links';

/** Links to pages of the store, one per line, in the footer's colours; `spaced` after text above it. */
export function FooterLinkList({
  links,
  spaced = false,
}: {
  links: readonly FooterLink[];
  spaced?: boolean;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: spaced ? 1 : 0 }}>
      {links.map(([to, label]) => (
        <li key={to}>
          <Link component={RouterLink} to={to} color="inherit">
            {label}
          </Link>
        </li>
      ))}
    </Box>
  );
}
