import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@store/app-kit';
import { buildProduct } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { CompareBar } from './CompareBar';
import { CompareButton } from './CompareButton';
import { toCompareItem } from './compare-item';

beforeEach(() => window.localStorage.clear());

const hp = buildProduct({ id: 1, slug: 'laptop-hp', name: 'Laptop HP 15' });
const dell = buildProduct({ id: 2, slug: 'laptop-dell', name: 'Laptop Dell Inspiron' });
const withCompared = (...products: (typeof hp)[]) => ({
  preloadedState: { compare: { items: products.map(toCompareItem) } },
});

describe('CompareBar', () => {
  it('shows nothing while the list is empty', () => {
    renderWithProviders(<CompareBar />);
    expect(screen.queryByRole('region', { name: 'Productos para comparar' })).not.toBeInTheDocument();
  });

  it('lists the selected products with a link to /comparar, sticky at the bottom (never over the footer)', () => {
    renderWithProviders(<CompareBar />, withCompared(hp, dell));
    const bar = screen.getByRole('region', { name: 'Productos para comparar' });
    expect(within(bar).getByText('Laptop HP 15')).toBeInTheDocument();
    expect(within(bar).getByText('Laptop Dell Inspiron')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Comparar (2)' })).toHaveAttribute('href', '/comparar');
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
  });

  it('removes one product, then clears them all', async () => {
    renderWithProviders(<CompareBar />, withCompared(hp, dell));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Laptop HP 15 de comparar' }));
    expect(screen.queryByText('Laptop HP 15')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comparar (1)' })).toBeInTheDocument();
    expect(eventBus.current('catalog:compare-changed')).toEqual({ v: 1, count: 1, productIds: [2] });

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.queryByRole('region', { name: 'Productos para comparar' })).not.toBeInTheDocument();
    expect(eventBus.current('catalog:compare-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('appears when a product is added with the keyboard from a Comparar button', async () => {
    renderWithProviders(
      <>
        <CompareButton product={hp} />
        <CompareBar />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Comparar' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const pressed = screen.getByRole('button', { name: 'Quitar de comparar' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Comparar (1)' })).toBeInTheDocument();

    expect(pressed).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Comparar' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Productos para comparar' })).not.toBeInTheDocument();
  });
});
