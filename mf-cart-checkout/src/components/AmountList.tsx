import { Figure as AmountRow } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';

// The cart's names for remote-kit's figure list (the portal and the tracking page use it too).
export { FigureList as AmountList, Figure as AmountRow } from '@store/remote-kit';

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
