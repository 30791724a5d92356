import { render, screen } from '@testing-library/react';
import { Button } from '@store/app-kit/shared-mui-components';
import { CountBadge, CountedLabel } from './CountBadge';

describe('CountBadge y CountedLabel', () => {
  it('names the button "Favs, 3 productos" while the screen shows the word and the number', () => {
    render(
      <Button startIcon={<CountBadge count={3} icon={<span>♥</span>} testId="favs-badge" />}>
        <CountedLabel label="Favs" count={3} />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Favs, 3 productos' })).toBeInTheDocument();
    expect(screen.getByTestId('favs-badge')).toHaveTextContent('3');
    expect(screen.getByTestId('favs-badge')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the singular for one product and shows zero', () => {
    render(
      <Button startIcon={<CountBadge count={0} icon={<span>🛒</span>} testId="cart-badge" />}>
        <CountedLabel label="Carrito" count={1} />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Carrito, 1 producto' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
  });
});
