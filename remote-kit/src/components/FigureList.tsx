import type { ReactNode } from 'react';
import { Box } from '@store/app-kit/shared-mui-components';

/**
 * Figures (amounts, terms, dates) as a description list: each value is read with its name by
 * a screen reader. Labels on the left, values right-aligned; two columns that fit a 375 px phone.
 * The cart's and receipt's totals, a contract's or a purchase's figures, a tracked order's totals.
 */
export function FigureList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {children}
    </Box>
  );
}

/** One row of a `FigureList`; `strong` for a total. */
export function Figure({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  const fontWeight = strong ? 700 : 400;
  return (
    <>
      <Box component="dt" sx={{ fontWeight }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}
