import { Alert, Box, CircularProgress, Typography } from '@store/app-kit/shared-mui-components';
import { failureMessage } from '@store/remote-kit';
import { ReceiptSection } from '../ReceiptSection';
import { ContractSummary } from './ContractSummary';
import { useGetCreditOrderQuery } from './credit-api';
import { CREDIT_TEXT } from './credit-text';

/**
 * Finalización of a credit purchase: the request as the server saved it (`GET /credit-order/view`,
 * so a reload brings it back), contract by contract with the server's figures.
 */
export function CreditRequestSummary({ orderId }: { orderId: number }) {
  const request = useGetCreditOrderQuery(orderId);
  return (
    <ReceiptSection id="result-credit" title={CREDIT_TEXT.contractsHeading}>
      {request.isLoading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{CREDIT_TEXT.loadingRequest}</Typography>
        </Box>
      )}
      {request.isError && <Alert severity="warning">{failureMessage(request.error)}</Alert>}
      {request.data && (
        <>
          <Typography variant="body2" gutterBottom>
            {CREDIT_TEXT.requestStatus(request.data.status)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {request.data.contracts.map((contract, index) => (
              <Box key={contract.id}>
                <Typography variant="body2" color="text.secondary">
                  {CREDIT_TEXT.contractNumber(contract.number)}
                </Typography>
                <ContractSummary contract={contract} index={index} />
              </Box>
            ))}
          </Box>
        </>
      )}
    </ReceiptSection>
  );
}
