import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { ErrorBody } from '@store/contracts';
import { dataLayer, enableTestAnalytics, resetTestAnalytics } from '../../test/analytics';
import { selectCheckout } from './checkout-slice';
import { setEmbedAttribution } from './embed-attribution';
import { clearCardHandOff, peekCardHandOff } from './processor-data';
import { field, renderCheckout, setUpCheckoutTests } from './test/checkout-fixtures';
import type { CheckoutHarness } from './test/checkout-fixtures';
import {
  APPROVED_CARD,
  buildCardPaymentStarted,
  buildShippedOrder,
  buildStorePayOrder,
  buildTransferOrder,
  PAYMENT_STORES,
  placesHandler,
  recording,
  startCheckoutSession,
  storedSession,
} from './test/order-fixtures';
import type { SeenRequest } from './test/order-fixtures';

const harness = setUpCheckoutTests();

afterEach(() => {
  clearCardHandOff();
  resetTestAnalytics();
});

/** A tab reloaded after 'Envío' (step 2): the review and 'F. Pago'. */
async function renderPayment(handlers: Parameters<CheckoutHarness['mockFetch']>[0] = {}) {
  startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2 });
  const fetchMock = harness.mockFetch({
    'GET /orders/123': () => ({ body: buildShippedOrder() }),
    'GET /places': placesHandler,
    ...handlers,
  });
  const result = renderCheckout(undefined, { withLocationProbe: true });
  await screen.findByRole('heading', { level: 2, name: 'Forma de pago' });
  return { ...result, fetchMock };
}

async function typeCard(user: UserEvent, card: Partial<typeof APPROVED_CARD> = APPROVED_CARD) {
  if (card.number !== undefined) await user.type(field(/^Número de tarjeta/), card.number);
  if (card.name !== undefined) await user.type(field(/^Nombre en la tarjeta/), card.name);
  if (card.expiry !== undefined) await user.type(field(/^Vencimiento/), card.expiry);
  if (card.cvc !== undefined) await user.type(field(/^CVC/), card.cvc);
}

/** Everything the tab wrote where it outlives the page. */
function storedText(): string {
  const dump = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => {
      const key = storage.key(i) ?? '';
      return `${key}=${storage.getItem(key) ?? ''}`;
    }).join('\n');
  return `${dump(localStorage)}\n${dump(sessionStorage)}`;
}

describe("'F. Pago' by card (step 3)", () => {
  it('offers card (chosen), transfer, store and credit; shows the brand with the footer’s logo and refuses bad fields in Spanish', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderPayment();
    const payment = screen.getByRole('region', { name: 'Forma de pago' });
    const methods = within(payment).getByRole('radiogroup', { name: 'Elige cómo pagar' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['credit-card', 'transfer', 'store-pay', 'credit']);
    expect(within(methods).getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();

    await user.type(field(/^Número de tarjeta/), '4111 1111 1111 1112');
    expect(field(/^Número de tarjeta/)).toHaveValue('4111 1111 1111 1112');
    expect(within(payment).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    await user.type(field(/^Vencimiento/), '0120');
    expect(field(/^Vencimiento/)).toHaveValue('01/20');
    await user.type(field(/^CVC/), '12');
    await user.click(within(payment).getByRole('button', { name: 'Pagar' }));

    expect(await within(payment).findByText('Número de tarjeta inválido')).toBeInTheDocument();
    expect(within(payment).getByText('Ingresa el nombre como aparece en la tarjeta')).toBeInTheDocument();
    expect(within(payment).getByText('Fecha de vencimiento inválida')).toBeInTheDocument();
    expect(within(payment).getByText('CVC inválido')).toBeInTheDocument();
    expect(fetchMock.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(field(/^Número de tarjeta/));
    await user.type(field(/^Número de tarjeta/), '5555');
    expect(within(payment).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
  });

  it('sends the card once (double click), keeps processorData in memory only and goes to the gateway page', async () => {
    enableTestAnalytics();
    const user = userEvent.setup();
    const seen: SeenRequest[] = [];
    let answer: (() => void) | undefined;
    const { store } = await renderPayment({
      'PUT /orders/123/billing': recording(
        seen,
        () =>
          new Promise((resolve) => {
            answer = () => resolve({ body: buildCardPaymentStarted() });
          }),
      ),
    });
    await typeCard(user, { ...APPROVED_CARD, cvc: '987' });
    const pay = screen.getByRole('button', { name: 'Pagar' });
    await user.dblClick(pay);
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('button', { name: 'Procesando…' })).toBeDisabled();
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'saving', task: 'billing' });
    answer?.();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shopping/boton-pago'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({
      order_payment: {
        card_number: '4111111111111111',
        card_name: 'CARLOS REYES',
        expiry: '12/30',
        cvc: '987',
      },
    });
    expect(seen[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'idle',
      task: 'billing',
      step: 3,
      paymentMethod: 'credit-card',
    });
    expect(storedSession()).toEqual({
      id: 123,
      accessToken: 'tok-123',
      step: 3,
      paymentMethod: 'credit-card',
    });
    expect(peekCardHandOff()).toEqual({
      ...buildCardPaymentStarted().processorData,
      number: '4111111111111111',
      expiry: '12/30',
      cvc: '987',
    });

    // Nowhere that outlives the page, nor the Redux state, nor analytics holds the card.
    const everywhere = [storedText(), JSON.stringify(store.getState()), JSON.stringify(dataLayer())];
    for (const text of everywhere) {
      expect(text).not.toContain('4111111111111111');
      expect(text).not.toContain('4111 1111');
      expect(text).not.toContain('"987"');
      expect(text).not.toContain('"cvc"');
    }
    expect(dataLayer()).toContainEqual({
      event: 'add_payment_info',
      ecommerce: expect.objectContaining({ currency: 'HNL', value: 19099, payment_type: 'credit-card' }),
    });
  });

  it("a refusal shows the server's message under the step and keeps the typed fields but the number and CVC", async () => {
    const user = userEvent.setup();
    const refusal: ErrorBody = {
      message: 'El total del pedido cambió; vuelve a confirmar el pago',
      code: 'CONFLICT',
    };
    const { store } = await renderPayment({
      'PUT /orders/123/billing': () => ({ status: 409, body: refusal }),
    });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    const payment = screen.getByRole('region', { name: 'Forma de pago' });
    expect(await within(payment).findByText(refusal.message)).toBeInTheDocument();
    expect(field(/^Número de tarjeta/)).toHaveValue('');
    expect(field(/^CVC/)).toHaveValue('');
    expect(field(/^Nombre en la tarjeta/)).toHaveValue('CARLOS REYES');
    expect(field(/^Vencimiento/)).toHaveValue('12/30');
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'error',
      task: 'billing',
      error: refusal.message,
    });
    expect(peekCardHandOff()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(JSON.stringify(store.getState())).not.toContain('4111111111111111');
  });

  it("inside an integrator's page offers no credit line (it needs the store's session)", async () => {
    setEmbedAttribution({ integrator: 'demo', hostOrigin: 'https://tienda.example' });
    try {
      await renderPayment();
      const methods = screen.getByRole('radiogroup', { name: 'Elige cómo pagar' });
      expect(
        within(methods)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['credit-card', 'transfer', 'store-pay']);
    } finally {
      setEmbedAttribution(null);
    }
  });

  it('the chosen method survives a reload of the tab', async () => {
    startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 3, paymentMethod: 'transfer' });
    harness.mockFetch({ 'GET /orders/123': () => ({ body: buildShippedOrder({ step: 3 }) }) });
    const { store } = renderCheckout();
    expect(selectCheckout(store.getState()).paymentMethod).toBe('transfer');
    await screen.findByRole('heading', { level: 2, name: 'Forma de pago' });
    expect(screen.getByRole('radio', { name: 'Transferencia o depósito bancario' })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Transferencia o depósito bancario' })).toBeInTheDocument();
    expect(storedSession()).toMatchObject({ paymentMethod: 'transfer' });
  });
});

describe("'F. Pago' by transfer or at a store", () => {
  it('transfer: the method is kept, the bank sent once (double click), then Finalización', async () => {
    enableTestAnalytics();
    const user = userEvent.setup();
    const seen: SeenRequest[] = [];
    let answer: (() => void) | undefined;
    const { store } = await renderPayment({
      'PUT /orders/123/transfer': recording(
        seen,
        () =>
          new Promise((resolve) => {
            answer = () => resolve({ body: buildTransferOrder() });
          }),
      ),
    });
    await user.click(screen.getByRole('radio', { name: 'Transferencia o depósito bancario' }));
    expect(storedSession()).toMatchObject({ id: 123, paymentMethod: 'transfer' });
    const form = screen.getByRole('form', { name: 'Transferencia o depósito bancario' });
    expect(within(form).queryByRole('textbox', { name: /Número de tarjeta/ })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Banco' }), 'BAC Credomatic');
    await user.dblClick(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(within(form).getByRole('button', { name: 'Confirmando…' })).toBeDisabled();
    // Every method is locked while one is being saved.
    expect(screen.getByRole('radio', { name: 'Pago en tienda' })).toBeDisabled();
    answer?.();

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/finalizacion?pedido=123'),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({ bank: 'bac' });
    expect(seen[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'idle',
      task: 'transfer',
      step: 3,
      paymentMethod: 'transfer',
    });
    expect(dataLayer()).toContainEqual({
      event: 'add_payment_info',
      ecommerce: expect.objectContaining({ value: 19099, payment_type: 'transfer' }),
    });
  });

  it("transfer without a bank lists every account; a refusal shows the server's message", async () => {
    const user = userEvent.setup();
    const seen: SeenRequest[] = [];
    const { store } = await renderPayment({
      'PUT /orders/123/transfer': recording(seen, () => ({
        status: 409,
        body: { message: 'Guarda primero los datos de contacto', code: 'CONTACT_REQUIRED' },
      })),
    });
    await user.click(screen.getByRole('radio', { name: 'Transferencia o depósito bancario' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    const form = screen.getByRole('form', { name: 'Transferencia o depósito bancario' });
    expect(await within(form).findByText('Guarda primero los datos de contacto')).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ bank: null });
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'error', task: 'transfer' });
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('store: asks for a store, sends the chosen one, then Finalización', async () => {
    const user = userEvent.setup();
    const seen: SeenRequest[] = [];
    const storeQueries: SeenRequest[] = [];
    const { store, fetchMock } = await renderPayment({
      'GET /stores': recording(storeQueries, () => ({ body: PAYMENT_STORES })),
      'PUT /orders/123/storepay': recording(seen, () => ({ body: buildStorePayOrder() })),
    });
    await user.click(screen.getByRole('radio', { name: 'Pago en tienda' }));
    const form = await screen.findByRole('form', { name: 'Pago en tienda' });
    const choice = await within(form).findByRole('group', { name: /Tienda donde pagarás/ });
    expect(storeQueries[0]?.url.searchParams.get('pickup')).toBe('1');
    expect(within(choice).getByText('Lunes a viernes de 8:00 a 17:00', { exact: false })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(form).findByText('Elige una tienda')).toBeInTheDocument();
    expect(fetchMock.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(within(choice).getByRole('radio', { name: /Tienda San Pedro Sula/ }));
    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/finalizacion?pedido=123'),
    );
    expect(seen.map((request) => request.body)).toEqual([{ store_id: 2 }]);
    expect(selectCheckout(store.getState())).toMatchObject({ step: 3, paymentMethod: 'store-pay' });
    expect(storedSession()).toMatchObject({ paymentMethod: 'store-pay', step: 3 });
  });

  it('store: a failed list says so and reads it again on demand', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await renderPayment({
      'GET /stores': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { message: 'Servicio no disponible' } }
          : { body: PAYMENT_STORES };
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Pago en tienda' }));
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('radio', { name: /Tienda Tegucigalpa Centro/ })).toBeInTheDocument();
  });
});
