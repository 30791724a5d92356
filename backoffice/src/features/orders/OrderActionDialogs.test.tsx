import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, Order } from '@store/contracts';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

const ORDER: Order = {
  id: 41,
  number: 'HN-7K3Q-X9PM-2AB4',
  status: 'pending_payment',
  statusLabel: 'Pendiente de pago',
  step: 3,
  paymentMethod: 'transfer',
  email: 'ana@ejemplo.hn',
  firstname: 'Ana',
  lastname: 'López',
  telephone: '99998888',
  fax: '',
  custom_field: '',
  customerId: 3,
  products: [],
  coupon: null,
  subtotal: 1200,
  discount: 0,
  shippingTotal: 34.5,
  shippingMethod: 'home',
  shippingZoneId: 1,
  shippingAddress: null,
  storeId: null,
  billing: null,
  tax: 160.98,
  total: 1234.5,
  reservedUntil: '2026-11-29T15:30:00.000Z',
  createdAt: '2026-11-27T15:30:00.000Z',
  updatedAt: '2026-11-27T15:30:00.000Z',
};

function detail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    order: { ...ORDER, products: [] },
    paymentMethodLabel: 'Transferencia bancaria',
    paymentReference: null,
    shipment: null,
    pickupStore: null,
    creditStatus: null,
    allowedActions: ['confirm-payment', 'cancel'],
    paymentAttempts: [],
    gatewayAnswers: [],
    events: [],
    paymentReviews: [],
    ...overrides,
  };
}

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('Confirmar pago', () => {
  it('checks the form in Spanish before sending, then shows the API refusal as it comes', async () => {
    const conflict = 'El pedido venció antes de confirmar el pago';
    api = stubApi({
      'GET /admin/orders/41': { body: detail() },
      'POST /admin/orders/41/confirm-payment': { status: 409, body: { code: 'CONFLICT', message: conflict } },
    });
    renderApp('/pedidos/41', staffWith(['pedidos']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago' });

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(
      within(dialog).getByText('Escribe la referencia del depósito o el número del recibo.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe el monto recibido.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Referencia/), 'DEP-555');
    await user.type(within(dialog).getByLabelText(/Monto recibido/), '1,200.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(
      within(dialog).getByText('El monto debe ser igual al total del pedido (L 1,234.50).'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Monto recibido/));
    await user.type(within(dialog).getByLabelText(/Monto recibido/), '1,234.50');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(conflict);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reference: 'DEP-555',
      amount: 1234.5,
    });
    // The typed values stay for another try.
    expect(within(dialog).getByLabelText(/Referencia/)).toHaveValue('DEP-555');
  });
});
