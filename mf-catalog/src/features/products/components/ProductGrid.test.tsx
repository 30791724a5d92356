import { screen } from '@testing-library/react';
import { buildProduct } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FIRST_VIEW_CARDS, ProductGrid } from './ProductGrid';

const products = Array.from({ length: 6 }, (_, index) =>
  buildProduct({
    id: index + 1,
    slug: `producto-${String(index + 1)}`,
    name: `Producto ${String(index + 1)}`,
  }),
);
const images = () => screen.getAllByRole('img').filter((image) => image.tagName === 'IMG');

describe('ProductGrid images', () => {
  it('a listing loads its first row at once, the first image before anything else, the rest lazily', () => {
    renderWithProviders(<ProductGrid products={products} firstView />);
    const all = images();
    expect(all).toHaveLength(products.length);
    all.forEach((image, index) => {
      expect(image).toHaveAttribute('loading', index < FIRST_VIEW_CARDS ? 'eager' : 'lazy');
      expect(image).toHaveAttribute('fetchpriority', index === 0 ? 'high' : 'auto');
    });
  });

  it('a grid further down the page (related products, home) loads every image lazily', () => {
    renderWithProviders(<ProductGrid products={products} />);
    for (const image of images()) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('fetchpriority', 'auto');
    }
  });
});
