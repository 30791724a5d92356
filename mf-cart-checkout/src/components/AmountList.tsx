import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { formatMoney } from '@store/shared-kernel';

/** Amounts as a description list: labels on the left, lempiras right-aligned. */
export function AmountList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, m: 0 }}
    >
      {children}
    </Box>
  );
}

export function AmountRow({
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
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight }}>
        {children}
      </Box>
    </>
  );
}

/** The coupon's discount, named by its code when there is one; nothing while it is zero. */
export function DiscountRow({
  label,
  amount,
  couponCode = null,
}: {
  label: string;
  amount: number;
  couponCode?: string | null | undefined;
}) {
  if (amount <= 0) return null;
  return (
    <AmountRow label={couponCode ? `${label} (${couponCode})` : label}>−{formatMoney(amount)}</AmountRow>
  );
}
