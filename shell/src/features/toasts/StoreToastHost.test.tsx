import { act, render, screen } from '@testing-library/react';
import { eventBus } from '@store/app-kit';
import { StoreToastHost } from './StoreToastHost';

// The first load of the toast list fails (a dropped connection), the next one works.
let mockFailuresLeft = 1;
jest.mock('./ToastList', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('red caída');
  }
  return jest.requireActual<typeof import('./ToastList')>('./ToastList');
});

describe('StoreToastHost', () => {
  it('drops a toast whose code failed to load, rejects its request, and loads again on the next one', async () => {
    render(<StoreToastHost />);
    await act(async () => {
      await expect(
        eventBus.request('shell:toast-requested', { v: 1, message: 'Perdido', variant: 'info' }),
      ).rejects.toThrow('red caída');
    });
    await act(async () => {
      await expect(
        eventBus.request('shell:toast-requested', { v: 1, message: 'Mostrado', variant: 'info' }),
      ).resolves.toEqual({ shown: true });
    });
    expect(await screen.findByText('Mostrado')).toBeInTheDocument();
    expect(screen.queryByText('Perdido')).not.toBeInTheDocument();
  });
});
