import { Box, Typography } from '@store/app-kit/shared-mui-components';
import type { PaymentInstructions } from '@store/contracts';
import { formatMoney } from '@store/app-kit';
import { AmountList, AmountRow } from '../../components/AmountList';
import { TextLines } from '../../components/TextLines';
import { CHECKOUT_TEXT } from './checkout-text';
import { ReceiptSection } from './ReceiptSection';

function BankAccounts({ instructions }: { instructions: PaymentInstructions }) {
  // One card per account rather than a table: nothing scrolls sideways at 375 px, and each
  // account reads as a whole (bank, then its figures) with a screen reader.
  return (
    <ReceiptSection id="result-accounts" title={CHECKOUT_TEXT.accountsHeading}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {instructions.accounts.map((account) => (
          <Box
            component="li"
            key={account.bank}
            aria-label={account.bankName}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
              {account.bankName}
            </Typography>
            <AmountList>
              <AmountRow label={CHECKOUT_TEXT.accountType}>{account.accountType}</AmountRow>
              <AmountRow label={CHECKOUT_TEXT.accountNumber}>
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {account.accountNumber}
                </Box>
              </AmountRow>
              <AmountRow label={CHECKOUT_TEXT.accountCurrency}>{account.currency}</AmountRow>
            </AmountList>
          </Box>
        ))}
      </Box>
    </ReceiptSection>
  );
}

/**
 * What a transfer or pay-at-store order needs to be paid, exactly as the API computed it for
 * this order: amount, reference, beneficiary, the accounts or the store, and the steps.
 */
export function PaymentInstructionsView({ instructions }: { instructions: PaymentInstructions }) {
  const { store } = instructions;
  return (
    <>
      <ReceiptSection id="result-how" title={CHECKOUT_TEXT.howToPay}>
        <AmountList>
          <AmountRow label={CHECKOUT_TEXT.amountToPay} strong>
            {formatMoney(instructions.amount)}
          </AmountRow>
          <AmountRow label={CHECKOUT_TEXT.paymentReference}>{instructions.reference}</AmountRow>
          <AmountRow label={CHECKOUT_TEXT.beneficiary}>{instructions.beneficiary.name}</AmountRow>
          <AmountRow label={CHECKOUT_TEXT.beneficiaryRtn}>{instructions.beneficiary.rtn}</AmountRow>
        </AmountList>
        <Box component="ol" sx={{ pl: 3, mt: 2, mb: 0 }}>
          {instructions.steps.map((line) => (
            <li key={line}>
              <Typography variant="body2">{line}</Typography>
            </li>
          ))}
        </Box>
      </ReceiptSection>
      {instructions.method === 'transfer' && instructions.accounts.length > 0 && (
        <BankAccounts instructions={instructions} />
      )}
      {store && (
        <ReceiptSection id="result-store" title={CHECKOUT_TEXT.storeHeading}>
          <TextLines
            lines={[
              store.name,
              store.address,
              CHECKOUT_TEXT.storeHours(store.hours),
              CHECKOUT_TEXT.storePhone(store.phone),
            ]}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {CHECKOUT_TEXT.storeBring}
          </Typography>
        </ReceiptSection>
      )}
    </>
  );
}
