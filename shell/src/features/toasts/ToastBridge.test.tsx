import { act, screen } from '@testing-library/react';
import { eventBus, requestToast, TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import { renderShell } from '../../test/render-shell';

describe('toasts del shell', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast any remote requests and closes it after 3 seconds', async () => {
    jest.useFakeTimers();
    renderShell(<p>Tienda</p>);
    expect(eventBus.hasHandler('toast-requested')).toBe(true);
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
});
