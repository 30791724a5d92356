import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { eventBus } from '@store/app-kit';
import { ToastBridge } from './ToastBridge';

// The shell's own test (shell/src/features/toasts) covers the auto-hide timing of its provider.
describe('ToastBridge', () => {
  it('answers toast-requested with a notistack toast while mounted, and lets go on unmount', async () => {
    const { unmount } = render(
      <SnackbarProvider>
        <ToastBridge />
      </SnackbarProvider>,
    );
    expect(eventBus.hasHandler('shell:toast-requested')).toBe(true);

    let answer: { shown: boolean } | undefined;
    await act(async () => {
      answer = await eventBus.request('shell:toast-requested', {
        v: 1,
        message: 'Pedido enviado',
        variant: 'info',
      });
    });
    expect(answer).toEqual({ shown: true });
    expect(await screen.findByText('Pedido enviado')).toBeInTheDocument();

    unmount();
    expect(eventBus.hasHandler('shell:toast-requested')).toBe(false);
  });
});
