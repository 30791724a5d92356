import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A contract's or a purchase's figures as a description list (label, value), so a screen
 * reader reads each amount with its name. Two columns that fit a 375 px phone.
 */
export function FigureList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

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
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}
