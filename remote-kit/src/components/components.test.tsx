import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ErrorState } from './ErrorState';
import { NotFound } from './NotFound';

describe('ErrorState', () => {
  it('shows the message and retries on «Reintentar»', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="No se pudo cargar el catálogo" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el catálogo');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('NotFound', () => {
  it('shows the title, the message and a link back home', () => {
    render(
      <MemoryRouter>
        <NotFound title="Página no encontrada" message="Esta dirección no existe." />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Esta dirección no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
