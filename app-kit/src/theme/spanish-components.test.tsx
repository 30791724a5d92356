import { render, screen } from '@testing-library/react';
import Pagination from '@mui/material/Pagination';
import TablePagination from '@mui/material/TablePagination';
import { ThemeProvider } from '@mui/material/styles';
import { storeTheme } from './theme';

describe('textos en español de los componentes de MUI', () => {
  it('names the pager and its buttons in Spanish', () => {
    render(
      <ThemeProvider theme={storeTheme}>
        <Pagination count={3} page={1} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Paginador' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Ir a la página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeInTheDocument();
  });

  it('counts table rows with the store’s es-HN number format', () => {
    render(
      <ThemeProvider theme={storeTheme}>
        <table>
          <tfoot>
            <tr>
              <TablePagination
                count={1234}
                page={0}
                rowsPerPage={10}
                rowsPerPageOptions={[]}
                onPageChange={() => undefined}
              />
            </tr>
          </tfoot>
        </table>
      </ThemeProvider>,
    );
    expect(screen.getByText('1–10 de 1,234')).toBeInTheDocument();
  });
});
