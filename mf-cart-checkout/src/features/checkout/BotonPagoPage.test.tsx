import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { BotonPagoPage } from './BotonPagoPage';
import { clearCardHandOff, holdCardHandOff, peekCardHandOff } from './processor-data';
import { setUpCheckoutTests } from './test/checkout-fixtures';
import { buildCardPaymentStarted } from './test/order-fixtures';

setUpCheckoutTests();

let submit: jest.SpyInstance<void, []>;

beforeEach(() => {
  // jsdom does not navigate; the spy records the posts the page would make.
  submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

afterEach(() => {
  submit.mockRestore();
  clearCardHandOff();
});

function renderHandOff() {
  return renderWithProviders(<BotonPagoPage />, { route: '/shopping/boton-pago', withLocationProbe: true });
}

describe('/shopping/boton-pago', () => {
  it('posts processorData to the gateway with its field names, by itself, once, and forgets the card', async () => {
    holdCardHandOff({
      ...buildCardPaymentStarted().processorData,
      number: '4111111111111111',
      expiry: '12/30',
      cvc: '987',
    });
    const { container } = renderHandOff();

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'POST');
    expect(form).toHaveAttribute('action', 'http://localhost:4000/gateway/sandbox/transact');
    expect(submit.mock.contexts[0]).toBe(form);
    const fields = Object.fromEntries(
      Array.from(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [], (input) => [
        input.name,
        input.value,
      ]),
    );
    expect(fields).toEqual({
      orderid: '123',
      amount: '19099.00',
      time: '1771085700',
      hash: '5d41402abc4b2a76b9719d911017c592',
      key_id: 'sandbox-key-001',
      ccnumber: '4111111111111111',
      ccexp: '12/30',
      cvv: '987',
      firstname: 'Carlos',
      lastname: 'Reyes',
      email: 'comprador@ejemplo.hn',
    });
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
    expect(peekCardHandOff()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/shopping/boton-pago');
  });

  it('with nothing in memory (opened directly, reload) goes back to /checkout with a message, posting nothing', async () => {
    const { container } = renderHandOff();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(
      await screen.findByText('Vuelve a ingresar los datos de tu tarjeta para continuar con el pago.'),
    ).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBeNull();
  });
});
