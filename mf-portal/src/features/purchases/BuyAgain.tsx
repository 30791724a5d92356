import { Alert, Box, Button, Typography } from '@store/app-kit/shared-mui-components';
import type { PurchaseItem } from '@store/contracts';
import { buyAgainMessages, buyAgainSeverity } from './buy-again';
import { useBuyAgainMutation } from './purchases-api';
import { PURCHASES_TEXT } from './purchases-text';

/**
 * 'Comprar de nuevo': the order's products still in stock go to the cart (the cart shows its
 * own toast for each); then this says, in words, what went in and what did not and why.
 */
export function BuyAgain({ items }: { items: readonly PurchaseItem[] }) {
  const [buy, result] = useBuyAgainMutation();
  const outcome = result.data;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {PURCHASES_TEXT.buyAgainLead}
      </Typography>
      <Button
        variant="contained"
        disabled={result.isLoading || items.length === 0}
        onClick={() => void buy(items)}
      >
        {result.isLoading ? PURCHASES_TEXT.buyingAgain : PURCHASES_TEXT.buyAgain}
      </Button>
      {outcome && (
        <Alert severity={buyAgainSeverity(outcome)} sx={{ mt: 2 }}>
          {buyAgainMessages(outcome).map((message) => (
            <Typography key={message} variant="body2">
              {message}
            </Typography>
          ))}
        </Alert>
      )}
    </Box>
  );
}
