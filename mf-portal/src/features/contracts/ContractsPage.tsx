import { PortalSection } from '../../components/PortalSection';
import { HistoryList } from '../../components/history/HistoryList';
import { useDateRangeSearch } from '../../components/history/use-date-range-search';
import { useCustomerSession, type CustomerSession } from '../auth';
import { ContractCard } from './ContractCard';
import { useGetContractsQuery } from './contracts-api';
import { CONTRACTS_TEXT } from './contracts-text';

function ContractList({ session }: { session: CustomerSession }) {
  const { range, search, changeRange } = useDateRangeSearch();
  const { currentData, error, isFetching, refetch } = useGetContractsQuery({
    customerId: session.customerId,
    d1: range.desde,
    d2: range.hasta,
  });
  return (
    <HistoryList
      range={range}
      onRangeChange={changeRange}
      result={{ items: currentData, error, isFetching, refetch: () => void refetch() }}
      text={CONTRACTS_TEXT}
      itemKey={(contract) => contract.id}
      renderItem={(contract) => <ContractCard contract={contract} search={search} />}
    />
  );
}

/**
 * `/portal/contratos`: the customer's credit contracts between two days (the last twelve
 * months unless the URL says otherwise), each with its figures and a link to its schedule.
 */
export function ContractsPage() {
  const session = useCustomerSession();
  if (!session) return null;
  return (
    <PortalSection title={CONTRACTS_TEXT.title}>
      <ContractList session={session} />
    </PortalSection>
  );
}

export default ContractsPage;
