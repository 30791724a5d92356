import { act, screen } from '@testing-library/react';
import { eventBus, requestToast, TOAST_AUTO_HIDE_MS } from '@store/app-kit';
import { renderShell } from '../../test/render-shell';
import { TOAST_COLORS } from '@store/remote-kit';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('toasts del shell', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast any remote requests and closes it after 3 seconds', async () => {
    jest.useFakeTimers();
    renderShell(<p>Tienda</p>);
    expect(eventBus.hasHandler('shell:toast-requested')).toBe(true);
    act(() => requestToast('Producto agregado al carrito'));
    expect(await screen.findByText('Producto agregado al carrito')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 100));
    expect(screen.getByText('Producto agregado al carrito')).toBeInTheDocument();
    // After 3 s it starts closing; the exit transition finishes in a few more frames.
    for (let step = 0; step < 10; step += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
    }
    expect(screen.queryByText('Producto agregado al carrito')).not.toBeInTheDocument();
  });

  it('paints every toast variant dark enough for its white text (WCAG AA, 4.5:1)', async () => {
    for (const [variant, colour] of Object.entries(TOAST_COLORS)) {
      const ratio = 1.05 / (luminance(colour) + 0.05);
      expect([variant, ratio >= 4.5]).toEqual([variant, true]);
    }
    renderShell(<p>Tienda</p>);
    act(() => requestToast('¡Cupón aplicado!', 'success'));
    const toast = (await screen.findByText('¡Cupón aplicado!')).closest('.notistack-MuiContent');
    expect(toast).toHaveClass('notistack-MuiContent-success');
    expect(toast && getComputedStyle(toast).backgroundColor).toBe('rgb(27, 94, 32)');
  });
});

describe('carga de los toasts bajo demanda', () => {
  it('keeps every toast asked for while the toast list loads, in order', async () => {
    renderShell(<p>Tienda</p>);
    act(() => {
      requestToast('Primero');
      requestToast('Segundo', 'info');
    });
    const first = await screen.findByText('Primero');
    const second = await screen.findByText('Segundo');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
