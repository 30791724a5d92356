import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Box, Link, Paper, Typography } from '@store/app-kit/shared-mui-components';
import type { Purchase } from '@store/contracts';
import { ErrorState, failureMessage, formatDateTime, isApiFailure } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import type { ReactNode } from 'react';
import { PortalSection } from '../../components/PortalSection';
import { DeliveryDetails, Figure, FigureList } from '@store/remote-kit';
import { LoadingLine } from '../../components/history/LoadingLine';
import { idFromPath } from '../../components/history/path-id';
import { keptRangeSearch } from '../../components/history/date-range';
import { useCustomerSession, type CustomerSession } from '../auth';
import { BuyAgain } from './BuyAgain';
import { PurchaseItemsTable } from './PurchaseItemsTable';
import { StatusHistory } from './StatusHistory';
import { useGetPurchaseQuery } from './purchases-api';
import { PURCHASES_TEXT } from './purchases-text';

function BackToList({ search }: { search: string }) {
  return (
    <Link component={RouterLink} to={`/portal/compras${search}`}>
      {PURCHASES_TEXT.backToList}
    </Link>
  );
}

/** A titled panel of the detail (its h2 names the region). */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function PurchaseDetail({ purchase }: { purchase: Purchase }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Panel id="purchase-items-title" title={PURCHASES_TEXT.items}>
        <PurchaseItemsTable items={purchase.items} labelledBy="purchase-items-title" />
      </Panel>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Panel id="purchase-summary-title" title={PURCHASES_TEXT.summary}>
          <FigureList>
            <Figure label={PURCHASES_TEXT.date}>{formatDateTime(purchase.createdAt)}</Figure>
            <Figure label={PURCHASES_TEXT.paymentMethod}>{purchase.paymentMethodLabel}</Figure>
            <Figure label={PURCHASES_TEXT.subtotal}>{formatMoney(purchase.subtotal)}</Figure>
            <Figure label={PURCHASES_TEXT.discount}>
              {purchase.discountTotal > 0 ? `−${formatMoney(purchase.discountTotal)}` : formatMoney(0)}
            </Figure>
            <Figure label={PURCHASES_TEXT.shipping}>{formatMoney(purchase.shippingTotal)}</Figure>
            <Figure label={PURCHASES_TEXT.tax}>{formatMoney(purchase.taxTotal)}</Figure>
            <Figure label={PURCHASES_TEXT.total} strong>
              {formatMoney(purchase.total)}
            </Figure>
          </FigureList>
        </Panel>
        <Panel id="purchase-delivery-title" title={PURCHASES_TEXT.delivery}>
          <DeliveryDetails delivery={purchase.delivery} />
        </Panel>
        <Panel id="purchase-history-title" title={PURCHASES_TEXT.history}>
          <StatusHistory purchase={purchase} />
        </Panel>
        <Panel id="purchase-buy-again-title" title={PURCHASES_TEXT.buyAgain}>
          <BuyAgain key={purchase.id} items={purchase.items} />
        </Panel>
      </Box>
    </Box>
  );
}

function PurchaseDetailContent({ session, orderId }: { session: CustomerSession; orderId: number | null }) {
  const [params] = useSearchParams();
  const search = keptRangeSearch(params);
  const { currentData, error, isFetching, refetch } = useGetPurchaseQuery(
    { customerId: session.customerId, orderId: orderId ?? 0 },
    { skip: orderId === null },
  );
  if (orderId === null || (isApiFailure(error) && error.status === 404)) {
    return (
      <PortalSection title={PURCHASES_TEXT.notFound}>
        <Typography sx={{ mb: 2 }}>{PURCHASES_TEXT.notFoundLead}</Typography>
        <BackToList search={search} />
      </PortalSection>
    );
  }
  return (
    <PortalSection
      title={currentData ? PURCHASES_TEXT.order(currentData.number) : PURCHASES_TEXT.detailTitle}
      actions={<BackToList search={search} />}
    >
      {isFetching && !currentData && <LoadingLine text={PURCHASES_TEXT.loadingDetail} />}
      {error !== undefined && !isFetching && (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      )}
      {currentData && <PurchaseDetail purchase={currentData} />}
    </PortalSection>
  );
}

/**
 * `/portal/compras/:orderId`: one order with its products, totals, payment method, delivery and
 * status history, and 'Comprar de nuevo'. Read by its own call, so a link or a reload opens it.
 */
export function PurchaseDetailPage() {
  const session = useCustomerSession();
  const { orderId } = useParams<{ orderId: string }>();
  if (!session) return null;
  return <PurchaseDetailContent session={session} orderId={idFromPath(orderId)} />;
}

export default PurchaseDetailPage;
