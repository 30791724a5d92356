import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { OrderReceipt } from './OrderReceipt';
import { buildPaymentResult, buildShippedOrder, buildTransferOrder } from './test/order-fixtures';

// The receipt's ways on to the support remote's pages ('Mi Pedido', the survey), by route.

describe('Finalización receipt: following the order and its survey', () => {
  it("links to 'Mi Pedido' and the survey filled in with the order's number and e-mail", () => {
    renderWithProviders(<OrderReceipt order={buildTransferOrder()} />);
    expect(screen.getByRole('link', { name: 'Seguir mi pedido' })).toHaveAttribute(
      'href',
      '/estado-orden?pedido=HN-000123&correo=comprador%40ejemplo.hn',
    );
    expect(screen.getByRole('link', { name: 'Responder la encuesta' })).toHaveAttribute(
      'href',
      '/encuesta/HN-000123?correo=comprador%40ejemplo.hn',
    );
    // What was there stays first.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Seguir comprando',
      'Seguir mi pedido',
      'Responder la encuesta',
    ]);
  });

  it('offers no survey for an order that went nowhere', () => {
    renderWithProviders(
      <OrderReceipt order={buildShippedOrder({ status: 'expired', statusLabel: 'Vencido' })} />,
    );
    expect(screen.getByRole('link', { name: 'Seguir mi pedido' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Responder la encuesta' })).not.toBeInTheDocument();
  });

  it('with only the gateway’s answer, links by number (the pages ask for the e-mail)', () => {
    renderWithProviders(<OrderReceipt result={buildPaymentResult()} />);
    expect(screen.getByRole('link', { name: 'Seguir mi pedido' })).toHaveAttribute(
      'href',
      '/estado-orden?pedido=HN-000123',
    );
    expect(screen.getByRole('link', { name: 'Responder la encuesta' })).toHaveAttribute(
      'href',
      '/encuesta/HN-000123',
    );
  });
});
