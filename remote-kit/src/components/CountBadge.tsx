import type { ReactNode } from 'react';
import { Badge, Box } from '@store/app-kit/shared-mui-components';
import { formatProductCount } from '@store/app-kit';
import { visuallyHidden } from '../page/visually-hidden';

/**
 * The icon with its count for a header button ('Favs', 'Carrito'). The number is hidden from
 * screen readers because `CountedLabel` says it in words; an aria-label would instead hide the
 * visible word from voice-control users (WCAG 2.5.3, axe "label-content-name-mismatch").
 */
export function CountBadge({ count, icon, testId }: { count: number; icon: ReactNode; testId?: string }) {
  return (
    <Badge aria-hidden="true" badgeContent={count} color="secondary" showZero data-testid={testId}>
      {icon}
    </Badge>
  );
}

/** "Favs" on screen, "Favs, 3 productos" for screen readers. */
export function CountedLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      {/* One text node for assistive technology, so no stray space splits "Favs," apart. */}
      <span aria-hidden="true">{label}</span>
      <Box component="span" sx={visuallyHidden}>
        {`${label}, ${formatProductCount(count)}`}
      </Box>
    </>
  );
}
