import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Link, Paper, Typography } from '@store/app-kit/shared-mui-components';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@store/app-kit/shared-mui-page-components';
import { roundMoney, type CreditContractDetail } from '@store/contracts';
import { ErrorState, failureMessage, formatCalendarDate, isApiFailure } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { PortalSection } from '../../components/PortalSection';
import { Figure, FigureList } from '@store/remote-kit';
import { LoadingLine } from '../../components/history/LoadingLine';
import { idFromPath } from '../../components/history/path-id';
import { honduranDayOf, honduranToday, keptRangeSearch } from '../../components/history/date-range';
import { useCustomerSession, type CustomerSession } from '../auth';
import { AmortisationTable } from './AmortisationTable';
import { ContractStatusChip } from './ContractStatusChip';
import { useGetContractDetailQuery } from './contracts-api';
import { CONTRACTS_TEXT } from './contracts-text';
import { nextDuePayment } from './next-due';

function BackToList({ search }: { search: string }) {
  return (
    <Link component={RouterLink} to={`/portal/contratos${search}`}>
      {CONTRACTS_TEXT.backToList}
    </Link>
  );
}

function ContractProducts({ contract }: { contract: CreditContractDetail }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="contract-products-title">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {CONTRACTS_TEXT.product}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ textAlign: 'right' }}>
              {CONTRACTS_TEXT.qty}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ textAlign: 'right' }}>
              {CONTRACTS_TEXT.price}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ textAlign: 'right' }}>
              {CONTRACTS_TEXT.sum}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contract.products.map((product) => (
            <TableRow key={product.id}>
              <TableCell component="th" scope="row">
                {product.name}
              </TableCell>
              <TableCell sx={{ textAlign: 'right' }}>{product.qty}</TableCell>
              <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatMoney(product.price)}
              </TableCell>
              <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatMoney(product.sum)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ContractDetail({ contract }: { contract: CreditContractDetail }) {
  // One "today" per visit, in Honduras like the schedule's dates.
  const [today] = useState(honduranToday);
  const next = nextDuePayment(contract, today);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="span">{CONTRACTS_TEXT.status}:</Typography>
        <ContractStatusChip status={contract.status} />
      </Box>
      {contract.status === 'paid' ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {CONTRACTS_TEXT.paidOff}
        </Alert>
      ) : contract.status === 'in_review' ? (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {CONTRACTS_TEXT.inReview}
        </Alert>
      ) : contract.status === 'rejected' ? (
        <Alert severity="warning" role="status" sx={{ mb: 3 }}>
          {CONTRACTS_TEXT.rejected}
        </Alert>
      ) : next ? (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {CONTRACTS_TEXT.nextPaymentLine(formatCalendarDate(next.date), formatMoney(next.fee))}
        </Alert>
      ) : (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {CONTRACTS_TEXT.noPaymentLeft}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          mb: 3,
        }}
      >
        <Paper component="section" variant="outlined" aria-labelledby="contract-summary-title" sx={{ p: 2 }}>
          <Typography id="contract-summary-title" variant="h6" component="h2" gutterBottom>
            {CONTRACTS_TEXT.summary}
          </Typography>
          <FigureList>
            <Figure label={CONTRACTS_TEXT.date}>
              {formatCalendarDate(honduranDayOf(contract.createdAt))}
            </Figure>
            <Figure label={CONTRACTS_TEXT.order}>{contract.orderNumber}</Figure>
            <Figure label={CONTRACTS_TEXT.total}>{formatMoney(contract.totalAmount)}</Figure>
            {contract.shipping > 0 && (
              <Figure label={CONTRACTS_TEXT.shipping}>{formatMoney(contract.shipping)}</Figure>
            )}
            <Figure label={CONTRACTS_TEXT.downPayment}>
              {formatMoney(contract.downPayment)} ({CONTRACTS_TEXT.percent(contract.downPaymentPct)})
            </Figure>
            <Figure label={CONTRACTS_TEXT.financed}>{formatMoney(contract.financedAmount)}</Figure>
            <Figure label={CONTRACTS_TEXT.term}>{CONTRACTS_TEXT.months(contract.term)}</Figure>
            <Figure label={CONTRACTS_TEXT.rate}>{CONTRACTS_TEXT.percent(contract.rate)}</Figure>
            <Figure label={CONTRACTS_TEXT.fee} strong>
              {formatMoney(contract.fee)}
            </Figure>
            <Figure label={CONTRACTS_TEXT.paymentDay}>{CONTRACTS_TEXT.dayOfMonth(contract.day)}</Figure>
            <Figure label={CONTRACTS_TEXT.firstPayment}>{formatCalendarDate(contract.firstPayment)}</Figure>
          </FigureList>
        </Paper>
        <Paper component="section" variant="outlined" aria-labelledby="contract-products-title" sx={{ p: 2 }}>
          <Typography id="contract-products-title" variant="h6" component="h2" gutterBottom>
            {CONTRACTS_TEXT.products}
          </Typography>
          <ContractProducts contract={contract} />
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="contract-schedule-title" sx={{ mb: 3 }}>
        <Typography id="contract-schedule-title" variant="h6" component="h2" gutterBottom>
          {CONTRACTS_TEXT.schedule}
        </Typography>
        <AmortisationTable
          rows={contract.schedule}
          nextNumber={next?.number ?? null}
          labelledBy="contract-schedule-title"
        />
      </Box>

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="contract-totals-title"
        sx={{ p: 2, mb: 3 }}
      >
        <Typography id="contract-totals-title" variant="h6" component="h2" gutterBottom>
          {CONTRACTS_TEXT.totals}
        </Typography>
        <FigureList>
          <Figure label={CONTRACTS_TEXT.totalInterest}>{formatMoney(contract.totalInterest)}</Figure>
          <Figure label={CONTRACTS_TEXT.totalPayments}>{formatMoney(contract.totalPayments)}</Figure>
          <Figure label={CONTRACTS_TEXT.totalToPay} strong>
            {formatMoney(roundMoney(contract.downPayment + contract.totalPayments))}
          </Figure>
        </FigureList>
      </Paper>
    </>
  );
}

function ContractDetailContent({
  session,
  contractId,
}: {
  session: CustomerSession;
  contractId: number | null;
}) {
  const [params] = useSearchParams();
  const search = keptRangeSearch(params);
  const { currentData, error, isFetching, refetch } = useGetContractDetailQuery(
    { customerId: session.customerId, contractId: contractId ?? 0 },
    { skip: contractId === null },
  );
  const notFound = contractId === null || (isApiFailure(error) && error.status === 404);

  if (notFound) {
    return (
      <PortalSection title={CONTRACTS_TEXT.notFound}>
        <Typography sx={{ mb: 2 }}>{CONTRACTS_TEXT.notFoundLead}</Typography>
        <BackToList search={search} />
      </PortalSection>
    );
  }
  return (
    <PortalSection
      title={currentData ? CONTRACTS_TEXT.contract(currentData.number) : CONTRACTS_TEXT.detailTitle}
      actions={<BackToList search={search} />}
    >
      {isFetching && !currentData && <LoadingLine text={CONTRACTS_TEXT.loadingDetail} />}
      {error !== undefined && !isFetching && (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      )}
      {currentData && <ContractDetail contract={currentData} />}
    </PortalSection>
  );
}

/**
 * `/portal/contratos/:contractId`: one contract with its products, its figures and the whole
 * amortisation schedule, the next payment marked. Opens from the list, a link or a reload.
 */
export function ContractDetailPage() {
  const session = useCustomerSession();
  const { contractId } = useParams<{ contractId: string }>();
  if (!session) return null;
  return <ContractDetailContent session={session} contractId={idFromPath(contractId)} />;
}

export default ContractDetailPage;
