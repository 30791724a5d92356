import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Box, Button, CircularProgress, Typography } from '@store/app-kit/shared-mui-components';
import { Checkbox, FormControlLabel, FormHelperText } from '@store/app-kit/shared-mui-page-components';
import type { PlannedContract } from '@store/contracts';
import { SubmitButton, failureMessage } from '@store/remote-kit';
import { eventBus, formatMoney, useBusState, useSessionToken } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCartItems } from '../../cart';
import { selectCheckout } from '../checkout-slice';
import { finalizacionPath } from '../finalizacion-path';
import { StepError } from '../StepError';
import { useCheckoutOrder } from '../use-checkout-order';
import { ContractSummary } from './ContractSummary';
import { useGetGroupPoliciesQuery } from './credit-api';
import type { CreditConditions } from './credit-conditions';
import { planCreditPurchase } from './credit-plan';
import { CREDIT_TEXT } from './credit-text';
import { creditOrderSaved, creditStatusRequested } from './credit-thunks';
import { CreditDisclosure } from './CreditDisclosure';
import { CreditTermsEditor } from './CreditTermsEditor';
import { RetryAlert } from '../../../components/RetryAlert';
import { PrintOnlyContent } from '../../../components/PrintOnlyContent';

/** Guests see the method and are invited to log in; the dialog opens over this very step. */
function GuestInvitation() {
  const [unavailable, setUnavailable] = useState(false);
  function login() {
    eventBus
      .request(
        'portal:login-requested',
        { v: 1, tab: 'login', reason: CREDIT_TEXT.method },
        { timeoutMs: 4000 },
      )
      .then(() => setUnavailable(false))
      .catch(() => setUnavailable(true));
  }
  return (
    <Box>
      <Typography variant="body2">{CREDIT_TEXT.guestLead}</Typography>
      {unavailable && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {CREDIT_TEXT.loginUnavailable}
        </Alert>
      )}
      <Button variant="contained" onClick={login} sx={{ mt: 2 }}>
        {CREDIT_TEXT.login}
      </Button>
    </Box>
  );
}

/** The line cannot be used: why, who to ask, and that the other methods stay available. */
function CannotUseCredit({ reason, conditions }: { reason: string; conditions: CreditConditions }) {
  return (
    <Alert severity="info">
      {reason} {CREDIT_TEXT.askUs(CREDIT_TEXT.contact(conditions.email, conditions.phone))}
    </Alert>
  );
}

/** Which server field a refusal names: the down payment, the term or the day (any contract). */
function fieldErrorsOf(fields: Record<string, string> | undefined) {
  const pick = (name: string) =>
    Object.entries(fields ?? {}).find(([key]) => key === name || key.endsWith(`.${name}`))?.[1];
  return { downPayment: pick('downPayment'), term: pick('term'), day: pick('day') };
}

function CreditRequestForm({
  contracts,
  conditions,
  customerToken,
  blocked,
}: {
  contracts: PlannedContract[];
  conditions: CreditConditions;
  customerToken: string;
  blocked: boolean;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id, status, task } = useAppSelector(selectCheckout);
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const [serverFields, setServerFields] = useState<ReturnType<typeof fieldErrorsOf>>(
    fieldErrorsOf(undefined),
  );
  const saving = status === 'saving' && task === 'credit-order';
  const [first] = contracts;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!accepted) {
      setMustAccept(true);
      return;
    }
    const result = await dispatch(creditOrderSaved({ contracts, customerToken }));
    if (creditOrderSaved.fulfilled.match(result)) {
      if (id !== null) void navigate(finalizacionPath(id));
      return;
    }
    setServerFields(fieldErrorsOf(result.payload?.fields));
  }

  return (
    <Box component="form" noValidate aria-label={CREDIT_TEXT.method} onSubmit={(event) => void submit(event)}>
      <PrintOnlyContent />
      {task === 'credit-order' && <StepError />}
      <Typography variant="h3" component="h2" sx={{ mt: 2 }} gutterBottom>
        {CREDIT_TEXT.contractsHeading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {contracts.map((contract, index) => (
          <ContractSummary key={contract.materialGroup ?? 'default'} contract={contract} index={index} />
        ))}
      </Box>
      {first && (
        <CreditTermsEditor
          first={first}
          conditions={conditions}
          disabled={saving}
          serverErrors={serverFields}
        />
      )}
      <CreditDisclosure contracts={contracts} />
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              if (event.target.checked) setMustAccept(false);
            }}
            slotProps={{ input: { 'aria-describedby': mustAccept ? 'credit-accept-error' : undefined } }}
          />
        }
        label={CREDIT_TEXT.accept}
      />
      {mustAccept && (
        <FormHelperText id="credit-accept-error" error>
          {CREDIT_TEXT.mustAccept}
        </FormHelperText>
      )}
      <Box data-print="hide" sx={{ mt: 1 }}>
        <Button onClick={() => window.print()}>{CREDIT_TEXT.print}</Button>
      </Box>
      <SubmitButton
        busy={saving}
        disabled={status === 'saving' || blocked}
        label={CREDIT_TEXT.submit}
        busyLabel={CREDIT_TEXT.submitting}
      />
    </Box>
  );
}

function CustomerCredit({ customerId, token }: { customerId: number; token: string }) {
  const dispatch = useAppDispatch();
  const { creditConditions: conditions, tasks, contracts: choices } = useAppSelector(selectCheckout);
  const creditTask = tasks['credit-status'];
  const order = useCheckoutOrder().currentData;
  const cartItems = useAppSelector(selectCartItems);

  useEffect(() => {
    void dispatch(creditStatusRequested(customerId));
  }, [customerId, dispatch]);

  const materialGroups = useMemo(
    () =>
      new Map(
        cartItems.flatMap((item) => (item.materialGroup ? [[item.id, item.materialGroup] as const] : [])),
      ),
    [cartItems],
  );
  const groups = useMemo(
    () => [...new Set((order?.products ?? []).flatMap((line) => materialGroups.get(line.id) ?? []))].sort(),
    [order, materialGroups],
  );
  const usable = conditions !== null && conditions.hasCredit && !conditions.tieneMora;
  const policies = useGetGroupPoliciesQuery(
    usable && groups.length > 0 ? { creditGroup: conditions.creditGroup, materialGroups: groups } : skipToken,
  );

  if (creditTask.status === 'error') {
    return (
      <RetryAlert onRetry={() => void dispatch(creditStatusRequested(customerId))}>
        {creditTask.error}
      </RetryAlert>
    );
  }
  if (policies.isError) {
    return <RetryAlert onRetry={() => void policies.refetch()}>{failureMessage(policies.error)}</RetryAlert>;
  }
  const loading =
    creditTask.status === 'loading' ||
    !conditions ||
    !order ||
    (usable && groups.length > 0 && !policies.data);
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{CREDIT_TEXT.loading}</Typography>
      </Box>
    );
  }

  const plan = planCreditPurchase({
    order,
    materialGroups,
    conditions,
    policies: policies.data ?? {},
    choice: choices[0],
  });
  if (plan.kind === 'no-credit')
    return <CannotUseCredit reason={CREDIT_TEXT.noCredit} conditions={conditions} />;
  if (plan.kind === 'in-arrears')
    return <CannotUseCredit reason={CREDIT_TEXT.inArrears} conditions={conditions} />;
  if (plan.kind === 'not-eligible') {
    return (
      <Alert severity="warning">
        <Typography variant="body2">{CREDIT_TEXT.notEligible}</Typography>
        <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
          {plan.products.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Box>
        <Typography variant="body2">{CREDIT_TEXT.notEligibleHelp}</Typography>
      </Alert>
    );
  }
  if (plan.kind === 'refused') return <Alert severity="error">{plan.message}</Alert>;
  return (
    <Box>
      <Typography variant="body2">{CREDIT_TEXT.available(formatMoney(conditions.limitAmount))}</Typography>
      {plan.overLimit && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {plan.overLimit}. {CREDIT_TEXT.overLimitHelp}{' '}
          {CREDIT_TEXT.askUs(CREDIT_TEXT.contact(conditions.email, conditions.phone))}
        </Alert>
      )}
      <CreditRequestForm
        contracts={plan.contracts}
        conditions={conditions}
        customerToken={token}
        blocked={plan.overLimit !== null}
      />
    </Box>
  );
}

/**
 * 'Compra con línea de crédito' in 'F. Pago' (spec sections 3, 4, 8, 9): guests are invited to
 * log in; a customer's line is read (task `credit-status`), the cart splits into contracts by the
 * shared rules, the first contract's down payment, term and the payment day can be changed, and
 * the full payment tables must be accepted before the request is sent.
 */
export function CreditPaymentForm() {
  const auth = useBusState('portal:auth-changed');
  const token = useSessionToken();
  if (!token || !auth || auth.customerId === null) return <GuestInvitation />;
  return <CustomerCredit customerId={auth.customerId} token={token} />;
}
