import { PortalSection } from '../../components/PortalSection';
import { HistoryList } from '../../components/history/HistoryList';
import { useDateRangeSearch } from '../../components/history/use-date-range-search';
import { useCustomerSession, type CustomerSession } from '../auth';
import { PurchaseCard } from './PurchaseCard';
import { useGetPurchasesQuery } from './purchases-api';
import { PURCHASES_TEXT } from './purchases-text';

function PurchaseList({ session }: { session: CustomerSession }) {
  const { range, search, changeRange } = useDateRangeSearch();
  const { currentData, error, isFetching, refetch } = useGetPurchasesQuery({
    customerId: session.customerId,
    d1: range.desde,
    d2: range.hasta,
  });
  return (
    <HistoryList
      range={range}
      onRangeChange={changeRange}
      result={{ items: currentData, error, isFetching, refetch: () => void refetch() }}
      text={PURCHASES_TEXT}
      itemKey={(purchase) => purchase.id}
      renderItem={(purchase) => <PurchaseCard purchase={purchase} search={search} />}
    />
  );
}

/**
 * `/portal/compras`: the orders the customer placed between two days (the last twelve months
 * unless the URL says otherwise), each opening its detail.
 */
export function PurchasesPage() {
  const session = useCustomerSession();
  if (!session) return null;
  return (
    <PortalSection title={PURCHASES_TEXT.title}>
      <PurchaseList session={session} />
    </PortalSection>
  );
}

export default PurchasesPage;
