import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSearchFilters, type FilterAction, type SearchFilters } from '../../search-filters';
import { buildProductPage } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FilteredListing } from './FilteredListing';
import { searchResultsHref } from '../../search-preview';

const NO_FILTERS: SearchFilters = { ...initialSearchFilters };
const ONE_BRAND: SearchFilters = { ...initialSearchFilters, brands: ['7'] };

function renderEmpty(filters: SearchFilters, route = '/category/laptops') {
  const actions: FilterAction[] = [];
  renderWithProviders(
    <FilteredListing
      filters={filters}
      list={buildProductPage([], { totalCount: 0, pageCount: 0 })}
      error={undefined}
      onRetry={() => undefined}
      onAction={(action) => actions.push(action)}
      clearAction={{ type: 'clear' }}
      emptyText="No hay productos en esta categoría por ahora."
    />,
    { route },
  );
  return actions;
}

const location = () => screen.getByTestId('location').textContent;
const searchElsewhere = () => screen.getByRole('search', { name: 'Buscar otro producto' });

describe('FilteredListing: empty result', () => {
  it('offers to clear the filters or to search for something else when filters left nothing', async () => {
    const actions = renderEmpty(ONE_BRAND);
    // The empty state's own 'Limpiar filtros' (the chips above have another).
    const emptyState = screen.getByText('Ningún producto coincide con los filtros elegidos.').parentElement!;
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Limpiar filtros' }));
    expect(actions).toEqual([{ type: 'clear' }]);

    const form = searchElsewhere();
    expect(emptyState).toContainElement(form);
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Buscar otro producto' }), 'router hp');
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/resultados-de-busqueda?q=router+hp');
  });

  it('offers the search too when nothing was found without filters (an empty search or category)', async () => {
    renderEmpty(NO_FILTERS, '/resultados-de-busqueda?q=xyz');
    expect(screen.getByText('No hay productos en esta categoría por ahora.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();

    // Keyboard only: type and press Enter. A fresh search: nothing of this page's URL follows.
    const box = within(searchElsewhere()).getByRole('searchbox', { name: 'Buscar otro producto' });
    await userEvent.type(box, '  impresora láser {Enter}');
    expect(location()).toBe(searchResultsHref('impresora láser'));
    expect(location()).toBe('/resultados-de-busqueda?q=impresora+l%C3%A1ser');
  });

  it('searches nothing for spaces only and keeps the focus in the field', async () => {
    renderEmpty(ONE_BRAND);
    const box = screen.getByRole('searchbox', { name: 'Buscar otro producto' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/category/laptops');
    expect(box).toHaveFocus();
  });
});
