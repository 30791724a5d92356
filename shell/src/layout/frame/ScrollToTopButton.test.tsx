import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTopButton } from './ScrollToTopButton';
import { renderShell, scrollWindowTo } from '../../test/render-shell';

describe('botón volver arriba', () => {
  beforeEach(() => scrollWindowTo(0));

  it('appears after 400px of scrolling, not at 400px', async () => {
    renderShell(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    act(() => scrollWindowTo(400));
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    act(() => scrollWindowTo(401));
    // The button's code loads the first time it is needed.
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
    act(() => scrollWindowTo(100));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument(),
    );
  });

  it('scrolls to the top and moves focus there', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    renderShell(
      <div id="inicio" tabIndex={-1}>
        <ScrollToTopButton />
      </div>,
    );
    act(() => scrollWindowTo(1200));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver arriba' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.getElementById('inicio')).toHaveFocus();
  });
});
