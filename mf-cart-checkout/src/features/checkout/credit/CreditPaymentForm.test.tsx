import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCreditOrder } from '@store/contracts';
import { eventBus, publishSession } from '@store/app-kit';
import { buildCartItem } from '../../../test/builders';
import { selectCheckout } from '../checkout-slice';
import { renderCheckout, setUpCheckoutTests } from '../test/checkout-fixtures';
import type { CheckoutHarness } from '../test/checkout-fixtures';
import {
  buildCreditStatus,
  PAYMENT_DAYS_ANSWER,
  TWO_GROUP_POLICIES,
  creditPolicy,
} from '../test/credit-fixtures';
import {
  buildShippedOrder,
  CART_ITEMS,
  placesHandler,
  recording,
  startCheckoutSession,
  storedSession,
} from '../test/order-fixtures';
import type { SeenRequest } from '../test/order-fixtures';

const harness = setUpCheckoutTests();

/** The cart of the fixtures with the material groups the catalog gives these products. */
const CREDIT_CART = CART_ITEMS.map((item) =>
  buildCartItem({ ...item, materialGroup: item.id === 17 ? 'MG-LAPTOP' : 'MG-ACCESORIO' }),
);

function logIn() {
  act(() => publishSession({ customerId: 7, displayName: 'Ana', token: 'jwt-7' }));
}

const SAVED: SavedCreditOrder = {
  creditOrderId: 9,
  orderId: 123,
  orderNumber: 'HN-000123',
  status: 'review',
  createdAt: '2026-11-23T18:00:00.000Z',
  step: 4,
  contracts: [],
};

type Handlers = Parameters<CheckoutHarness['mockFetch']>[0];

async function renderCredit(handlers: Handlers = {}) {
  startCheckoutSession({ id: 123, accessToken: 'tok-123', step: 2, paymentMethod: 'credit' });
  const fetchMock = harness.mockFetch({
    'GET /orders/123': () => ({ body: buildShippedOrder() }),
    'GET /places': placesHandler,
    'GET /customers/credit/7': () => ({ body: buildCreditStatus() }),
    'GET /credit-order/days': () => ({ body: PAYMENT_DAYS_ANSWER }),
    'GET /credit-order/group-policy': ({ url }) => ({
      body: { creditConditions: TWO_GROUP_POLICIES[url.searchParams.get('materialGroup') ?? ''] },
    }),
    ...handlers,
  });
  const result = renderCheckout(CREDIT_CART, { withLocationProbe: true });
  await screen.findByRole('heading', { level: 2, name: 'Forma de pago' });
  return { ...result, fetchMock };
}

const contract = (name: RegExp) => screen.getByRole('region', { name });
const fee = (region: HTMLElement) => within(region).getByText('Cuota mensual').nextElementSibling;

describe("'Compra con línea de crédito' in 'F. Pago'", () => {
  it('invites a guest to log in, then shows the contracts on the same step', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const unhandle = eventBus.handle('portal:login-requested', (request) => {
      requests.push(request);
      return { opened: true };
    });
    try {
      await renderCredit();
      expect(screen.getByRole('radio', { name: 'Compra con línea de crédito' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(requests).toEqual([{ v: 1, tab: 'login', reason: 'Compra con línea de crédito' }]);
      logIn();
      expect(await screen.findByRole('region', { name: 'Contrato 1 (general)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Forma de pago' })).toBeInTheDocument();
    } finally {
      unhandle();
    }
  });

  it('shows two contracts, follows the down payment and term, and sends only the choice', async () => {
    const user = userEvent.setup();
    const saves: SeenRequest[] = [];
    logIn();
    const { store, fetchMock } = await renderCredit({
      'POST /credit-order/save': recording(saves, () => ({ status: 201, body: SAVED })),
    });
    const general = await screen.findByRole('region', { name: 'Contrato 1 (general)' });
    const accessory = contract(/^Contrato 2 \(MG-ACCESORIO\)/);
    expect(fee(general)).toHaveTextContent('L 885.01');
    expect(fee(accessory)).toHaveTextContent('L 42.55');
    expect(screen.getByText('Crédito disponible: L 96,951.70')).toBeInTheDocument();
    const groupQueries = fetchMock.calls.filter((call) => call.url.pathname === '/credit-order/group-policy');
    expect(groupQueries.map((call) => call.url.searchParams.get('materialGroup')).sort()).toEqual([
      'MG-ACCESORIO',
      'MG-LAPTOP',
    ]);
    expect(groupQueries[0]?.url.searchParams.get('salesOrg')).toBe('1400');

    const percent = screen.getByRole('textbox', { name: 'Prima (%) entre 10 y 60' });
    await user.clear(percent);
    await user.type(percent, '70');
    expect(screen.getByText('Debe estar entre 10 y 60')).toBeInTheDocument();
    expect(fee(general)).toHaveTextContent('L 885.01');
    await user.clear(percent);
    await user.type(percent, '30');
    expect(fee(general)).toHaveTextContent('L 688.34');
    expect(screen.getByRole('textbox', { name: 'Prima (L)' })).toHaveValue('5579.7');
    expect(selectCheckout(store.getState()).contracts).toEqual([{ downPayment: 30 }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plazo (meses)' }), '12 meses');
    expect(within(general).getByText('Plazo').nextElementSibling).toHaveTextContent('12 meses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Día de pago de cada mes' }), 'Día 10');

    // The full table of each contract before committing.
    const table = screen.getByRole('region', { name: 'Tabla de pagos: Contrato 1 (general)' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    await user.click(screen.getByRole('button', { name: 'Solicitar crédito' }));
    expect(screen.getByText('Debes aceptar las condiciones para enviar la solicitud')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', {
        name: 'Leí la tabla de pagos y acepto las condiciones de los contratos',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Solicitar crédito' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/finalizacion?pedido=123'),
    );
    expect(saves[0]?.body).toEqual({
      orderId: 123,
      customerToken: 'jwt-7',
      day: 10,
      contracts: [{ materialGroup: null, downPayment: 30, term: 12 }],
    });
    expect(saves[0]?.headers.get('X-Order-Token')).toBe('tok-123');
    expect(selectCheckout(store.getState())).toMatchObject({
      step: 4,
      creditOrderId: 9,
      status: 'idle',
      task: 'credit-order',
      paymentMethod: 'credit',
    });
    expect(storedSession()).toMatchObject({ step: 4, paymentMethod: 'credit' });
  });

  it('explains a missing line and arrears with the credit team’s contact; other methods stay', async () => {
    const user = userEvent.setup();
    logIn();
    await renderCredit({
      'GET /customers/credit/7': () => ({
        body: buildCreditStatus({ hasCredit: false, creditPolicy: null }),
      }),
    });
    expect(
      await screen.findByText(
        'No tienes una línea de crédito aprobada. Para más información escríbenos a credito@tecnologiahn.hn o llámanos al 2234-5678. Puedes pagar con otra forma de pago.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tarjeta de crédito o débito' }));
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it('tells a customer in arrears why', async () => {
    logIn();
    await renderCredit({
      'GET /customers/credit/7': () => ({ body: buildCreditStatus({ tieneMora: true }) }),
    });
    expect(await screen.findByText(/^Tu línea de crédito tiene pagos en mora/)).toHaveTextContent(
      'escríbenos a credito@tecnologiahn.hn o llámanos al 2234-5678',
    );
  });

  it('names the products not sold on credit', async () => {
    logIn();
    await renderCredit({
      'GET /credit-order/group-policy': ({ url }) => ({
        body: {
          creditConditions:
            url.searchParams.get('materialGroup') === 'MG-ACCESORIO'
              ? creditPolicy('MG-ACCESORIO', { status: false, maxTerm: 0 })
              : TWO_GROUP_POLICIES['MG-LAPTOP'],
        },
      }),
    });
    const alert = (await screen.findByText('Estos productos no se venden al crédito:')).closest(
      '[role="alert"]',
    );
    if (!(alert instanceof HTMLElement)) throw new Error('sin aviso');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mouse Logitech M170']);
    expect(screen.getByText('Quítalos del carrito o elige otra forma de pago.')).toBeInTheDocument();
  });

  // Every refusal of POST /credit-order/save (api/docs/credit.md), in the API's Spanish words.
  const FIELD_REFUSALS = [
    [
      'DOWN_PAYMENT_OUT_OF_RANGE',
      'contracts.0.downPayment',
      'La prima debe estar entre 10 % y 60 % del total',
      'Prima (%) entre 10 y 60',
    ],
    ['TERM_OUT_OF_RANGE', 'contracts.0.term', 'El plazo debe estar entre 3 y 24 meses', 'Plazo (meses)'],
    ['DAY_NOT_AVAILABLE', 'day', 'El día 30 no está disponible para pagos', 'Día de pago de cada mes'],
  ] as const;
  it.each(FIELD_REFUSALS)('%s: at the top and under its field', async (code, field, message, label) => {
    const user = userEvent.setup();
    logIn();
    await renderCredit({
      'POST /credit-order/save': () => ({
        status: 400,
        body: { message, code, fields: { [field]: message } },
      }),
    });
    await screen.findByRole('region', { name: 'Contrato 1 (general)' });
    await user.click(screen.getByRole('checkbox', { name: /acepto las condiciones/ }));
    await user.click(screen.getByRole('button', { name: 'Solicitar crédito' }));
    const form = screen.getByRole('form', { name: 'Compra con línea de crédito' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    const control = within(form).getByRole(label.startsWith('Prima') ? 'textbox' : 'combobox', {
      name: label,
    });
    expect(control).toHaveAccessibleDescription(message);
  });

  const TOP_REFUSALS = [
    [403, 'NO_CREDIT_LINE', 'No tienes una línea de crédito aprobada'],
    [403, 'CREDIT_IN_ARREARS', 'Tu línea de crédito tiene pagos en mora'],
    [
      422,
      'CREDIT_LIMIT_EXCEEDED',
      'El monto a financiar (L 17,189.10) supera tu crédito disponible (L 1,000.00)',
    ],
    [422, 'GROUP_NOT_ELIGIBLE', 'Estos productos no se pueden comprar al crédito: Mouse Logitech M170'],
    [409, 'ORDER_EXPIRED', 'La reserva de este pedido venció; vuelve a hacer tu pedido'],
    [409, 'ORDER_NOT_PENDING', 'El pedido ya no está en proceso de compra; no se puede solicitar crédito'],
    [409, 'CREDIT_ORDER_EXISTS', 'Este pedido ya tiene una solicitud de crédito'],
    [409, 'NO_PAYMENT_DAY', 'No hay días disponibles para el primer pago; intenta más tarde'],
    [409, 'ORDER_EMPTY', 'El pedido no tiene productos'],
    [400, 'CONTRACT_NOT_FOUND', 'Este pedido tiene un solo contrato'],
    [400, 'CONTRACT_CHOSEN_TWICE', 'Elegiste dos veces las condiciones del mismo contrato'],
    [404, 'NOT_FOUND', 'Pedido no encontrado'],
  ] as const;
  it.each(TOP_REFUSALS)(
    '%i %s: at the top of the step, nothing else changes',
    async (status, code, message) => {
      const user = userEvent.setup();
      logIn();
      const { store } = await renderCredit({
        'POST /credit-order/save': () => ({ status, body: { message, code } }),
      });
      await screen.findByRole('region', { name: 'Contrato 1 (general)' });
      await user.click(screen.getByRole('checkbox', { name: /acepto las condiciones/ }));
      await user.click(screen.getByRole('button', { name: 'Solicitar crédito' }));
      const form = screen.getByRole('form', { name: 'Compra con línea de crédito' });
      expect(await within(form).findByRole('alert')).toHaveTextContent(message);
      expect(
        screen.getByRole('textbox', { name: 'Prima (%) entre 10 y 60' }),
      ).not.toHaveAccessibleDescription(message);
      expect(selectCheckout(store.getState())).toMatchObject({ status: 'error', error: message, step: 2 });
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    },
  );
});
