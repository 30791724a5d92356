import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type IntentEvents } from '@store/app-kit';
import { renderWithProviders } from '../../test/render-with-providers';
import { WishlistButton } from './index';
import { WISHLIST_INTENT_TIMEOUT_MS } from './use-wishlist-toggle';

let stopPortal: (() => void) | undefined;
beforeEach(() => {
  // Whatever an earlier test left: a guest's list (the portal publishes 0 for guests).
  eventBus.publish('portal:wishlist-changed', { v: 1, count: 0, productIds: [] });
});
afterEach(() => {
  stopPortal?.();
  stopPortal = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const renderHeart = () =>
  renderWithProviders(
    <>
      <h1 id="product-name">Laptop Lenovo IdeaPad 7</h1>
      <WishlistButton productId={7} slug="laptop-lenovo-ideapad-7" describedBy="product-name" />
    </>,
  );

describe('WishlistButton', () => {
  it("follows the portal's published list: pressed and 'Quitar de Favoritos' when the product is in it", () => {
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Agregar a Favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleDescription('Laptop Lenovo IdeaPad 7');

    act(() => eventBus.publish('portal:wishlist-changed', { v: 1, count: 2, productIds: [3, 7] }));
    expect(screen.getByRole('button', { name: 'Quitar de Favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    act(() => eventBus.publish('portal:wishlist-changed', { v: 1, count: 1, productIds: [3] }));
    expect(screen.getByRole('button', { name: 'Agregar a Favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks the portal to toggle the product, by mouse or keyboard, one request at a time', async () => {
    const received: IntentEvents['portal:wishlist-toggle-requested'][] = [];
    let answer: () => void = () => undefined;
    stopPortal = eventBus.handle('portal:wishlist-toggle-requested', (request) => {
      received.push(request);
      return new Promise((resolve) => {
        answer = () => {
          eventBus.publish('portal:wishlist-changed', { v: 1, count: 1, productIds: [7] });
          resolve({ inWishlist: true });
        };
      });
    });
    renderHeart();
    const user = userEvent.setup();
    const heart = screen.getByRole('button', { name: 'Agregar a Favoritos' });

    await user.click(heart);
    await user.click(heart); // still on its way: not sent twice
    await waitFor(() => expect(received).toEqual([{ v: 1, productId: 7, slug: 'laptop-lenovo-ideapad-7' }]));
    expect(heart).toHaveAttribute('aria-busy', 'true');

    act(() => answer());
    expect(await screen.findByRole('button', { name: 'Quitar de Favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'false'));

    heart.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(received).toHaveLength(2));
  });

  it('tells the shopper when the portal is not there to answer', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHeart();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Agregar a Favoritos' }));
    act(() => jest.advanceTimersByTime(WISHLIST_INTENT_TIMEOUT_MS));
    expect(
      await screen.findByText(
        'Favoritos no está disponible en este momento. Intenta de nuevo en unos minutos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar a Favoritos' })).toHaveAttribute('aria-busy', 'false');
  });
});
