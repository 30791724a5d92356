import { skipToken } from '@reduxjs/toolkit/query/react';
import { MonthlyFrom } from '@store/remote-kit';
import { useBusState } from '@store/app-kit';
import { useGetMonthlyFromQuery } from './monthly-from-api';

/**
 * "Desde L x/mes" under a product's price, when its group is sold on credit. Nothing while it
 * loads, when it fails (the price is what matters) or for a product without credit.
 */
export function ProductMonthlyFrom({ productId }: { productId: number }) {
  const customerId = useBusState('portal:auth-changed')?.customerId ?? null;
  const { currentData } = useGetMonthlyFromQuery(
    productId > 0 ? { productIds: [productId], customerId } : skipToken,
  );
  const item = currentData?.items.find((candidate) => candidate.productId === productId);
  if (!currentData || !item) return null;
  return <MonthlyFrom item={item} basis={currentData.basis} />;
}
