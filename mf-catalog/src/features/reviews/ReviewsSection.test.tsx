import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type Review, type ReviewList, type SavedReview } from '@store/contracts';
import { formatDateTime } from '@store/remote-kit';
import { eventBus, type IntentEvents, publishSession } from '@store/app-kit';
import { mockFetch, type MockFetch } from '@store/app-kit/testing';
import { errorReply } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import ReviewsSection from './ReviewsSection';
import { ReviewSummary } from './index';

let api: MockFetch | undefined;
let stopPortal: (() => void) | undefined;
beforeEach(() => {
  publishSession({ customerId: null, displayName: null, token: null });
});
afterEach(() => {
  api?.restore();
  stopPortal?.();
  stopPortal = undefined;
});

const logIn = () => act(() => publishSession({ customerId: 5, displayName: 'Ana', token: 'token-5' }));

let nextId = 1;
function review(overrides: Partial<Review> = {}): Review {
  const id = nextId++;
  return {
    id,
    user_comment: `Muy buena, opinión ${String(id)}`,
    assigned_stars: 4,
    author: 'María H.',
    created_at: '2026-02-16T16:20:00Z',
    verified_purchase: false,
    ...overrides,
  };
}
const list = (data: Review[], count = data.length, average = 4): ReviewList => ({
  data,
  summary: { count, average },
});

/**
 * By keyboard, as a radio group is used: focus a star's radio and press Space. (A mouse click
 * in jsdom goes through Rating's hover maths, which needs a real layout.)
 */
async function chooseStars(stars: number) {
  const radio = await screen.findByRole('radio', { name: `${String(stars)} estrellas` });
  act(() => radio.focus());
  await userEvent.keyboard(' ');
}

const reviewReads = () =>
  (api?.calls ?? []).filter((call) => call.url.pathname === '/product-review/get-reviews');

describe('ReviewsSection', () => {
  it('lists the reviews as text with stars, first name and date, and loads more on demand', async () => {
    const newest = review({
      user_comment: '<img src=x onerror=alert(1)> <b>¡Excelente!</b>',
      assigned_stars: 5,
      verified_purchase: true,
    });
    const firstPage = [newest, review(), review(), review(), review()];
    const secondPage = [review({ author: 'Carlos', assigned_stars: 2, user_comment: 'Llegó tarde' })];
    api = mockFetch({
      'POST /product-review/get-reviews': ({ body }) => {
        const page = (body as { page: number }).page;
        return { body: list(page === 1 ? firstPage : secondPage, 6, 4.2) };
      },
    });
    renderWithProviders(
      <>
        <ReviewSummary productId={7} />
        <ReviewsSection productId={7} />
      </>,
    );

    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(5);
    // Shown as the characters typed, never interpreted as HTML.
    expect(
      within(items[0]!).getByText('<img src=x onerror=alert(1)> <b>¡Excelente!</b>'),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], b')).toBeNull();
    expect(
      within(items[0]!).getByRole('img', { name: 'Calificación: 5 de 5 estrellas' }),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByText('Compra verificada')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(`María · ${formatDateTime('2026-02-16T16:20:00Z')}`);
    expect(items[0]).not.toHaveTextContent('María H.');
    expect(within(items[1]!).queryByText('Compra verificada')).not.toBeInTheDocument();

    // The summary is the same first page: one request so far.
    expect(screen.getByRole('link', { name: '6 opiniones' })).toHaveAttribute('href', '#opiniones');
    expect(
      screen.getByRole('img', { name: 'Calificación promedio: 4.2 de 5 estrellas' }),
    ).toBeInTheDocument();
    expect(reviewReads()).toHaveLength(1);
    expect(reviewReads()[0]!.body).toEqual({ tracking: 7, page: 1, perPage: 5 });

    await userEvent.click(screen.getByRole('button', { name: 'Ver más opiniones' }));
    expect(await screen.findByText('Llegó tarde')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(reviewReads()[1]!.body).toEqual({ tracking: 7, page: 2, perPage: 5 });
    expect(screen.queryByRole('button', { name: 'Ver más opiniones' })).not.toBeInTheDocument();
  });

  it('says when there are no reviews yet, and offers a guest the login dialog', async () => {
    api = mockFetch({ 'POST /product-review/get-reviews': () => ({ body: list([], 0, 0) }) });
    const asked: IntentEvents['portal:login-requested'][] = [];
    stopPortal = eventBus.handle('portal:login-requested', (request) => {
      asked.push(request);
      return { opened: true };
    });
    renderWithProviders(<ReviewsSection productId={7} />);

    expect(
      await screen.findByText('Este producto aún no tiene opiniones. ¡Sé el primero en opinar!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Tu comentario/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inicia sesión para opinar' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ v: 1, tab: 'login' });
  });

  it('gives the form the focus (its stars) after a login asked from the prompt', async () => {
    api = mockFetch({ 'POST /product-review/get-reviews': () => ({ body: list([], 0, 0) }) });
    stopPortal = eventBus.handle('portal:login-requested', () => ({ opened: true }));
    renderWithProviders(<ReviewsSection productId={7} />);
    const prompt = await screen.findByRole('button', { name: 'Inicia sesión para opinar' });
    await userEvent.click(prompt);
    expect(prompt).toHaveFocus();

    logIn();
    const noStars = await screen.findByRole('radio', { name: 'Sin calificación' });
    await waitFor(() => expect(noStars).toHaveFocus());
    expect(
      within(screen.getByRole('radiogroup', { name: 'Tu calificación' })).getByRole('radio', {
        name: 'Sin calificación',
      }),
    ).toBe(noStars);
  });

  it('waits for the login dialog to let go of the focus before taking it', async () => {
    api = mockFetch({ 'POST /product-review/get-reviews': () => ({ body: list([], 0, 0) }) });
    stopPortal = eventBus.handle('portal:login-requested', () => ({ opened: true }));
    renderWithProviders(<ReviewsSection productId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Inicia sesión para opinar' }));

    // The portal's dialog is still open (closing) when `auth-changed` arrives.
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    const dialogButton = document.createElement('button');
    dialog.append(dialogButton);
    document.body.append(dialog);
    act(() => dialogButton.focus());
    logIn();
    const noStars = await screen.findByRole('radio', { name: 'Sin calificación' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(dialogButton).toHaveFocus();

    act(() => dialog.remove());
    await waitFor(() => expect(noStars).toHaveFocus());
  });

  it('does not move the focus for a customer already logged in, nor for a login asked elsewhere', async () => {
    api = mockFetch({ 'POST /product-review/get-reviews': () => ({ body: list([], 0, 0) }) });
    logIn();
    const { unmount } = renderWithProviders(<ReviewsSection productId={7} />);
    await screen.findByRole('radio', { name: 'Sin calificación' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
    unmount();

    // A guest who logs in from the header: the prompt was never pressed.
    act(() => publishSession({ customerId: null, displayName: null, token: null }));
    renderWithProviders(<ReviewsSection productId={7} />);
    await screen.findByRole('button', { name: 'Inicia sesión para opinar' });
    logIn();
    await screen.findByRole('radio', { name: 'Sin calificación' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
  });

  it("shows the contract's messages at the fields and sends nothing until they are met", async () => {
    api = mockFetch({ 'POST /product-review/get-reviews': () => ({ body: list([], 0, 0) }) });
    renderWithProviders(<ReviewsSection productId={7} />);
    logIn();
    expect(screen.queryByRole('button', { name: 'Inicia sesión para opinar' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Publicar opinión' }));
    expect(await screen.findByText(REVIEW_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.stars)).toBeInTheDocument();
    const stars = screen.getByRole('radiogroup', { name: 'Tu calificación' });
    expect(stars).toHaveAccessibleDescription(REVIEW_MESSAGES.stars);
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    // Refused: the keyboard lands on the first field to fix, the stars.
    await waitFor(() => expect(within(stars).getByRole('radio', { name: 'Sin calificación' })).toHaveFocus());

    // Stars chosen, comment still empty: now the comment is the first to fix.
    await chooseStars(3);
    expect(stars).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Tu comentario/ })).toHaveFocus());
    await userEvent.clear(screen.getByRole('textbox', { name: /Tu comentario/ }));

    await userEvent.type(screen.getByRole('textbox', { name: /Tu comentario/ }), 'Ok');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    expect(await screen.findByText('Describa su comentario con una o mas palabras')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname === '/product/save-product-review')).toBe(false);
  });

  it('saves a review (stars chosen by keyboard) and reads the list again so it shows first', async () => {
    const saved = review({ user_comment: 'Rápida y silenciosa', assigned_stars: 4, author: 'Ana P.' });
    let reviews: Review[] = [];
    api = mockFetch({
      'POST /product-review/get-reviews': () => ({ body: list(reviews) }),
      'POST /product/save-product-review': ({ body, headers }) => {
        expect(headers.get('Authorization')).toBe('Bearer token-5');
        expect(body).toEqual({ product_id: 7, user_comment: 'Rápida y silenciosa', assigned_stars: 4 });
        reviews = [saved];
        return {
          status: 201,
          body: { message: '¡Gracias por tu opinión!', review: saved } satisfies SavedReview,
        };
      },
    });
    renderWithProviders(<ReviewsSection productId={7} />);
    logIn();

    await chooseStars(4);
    expect(screen.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: /Tu comentario/ }), 'Rápida y silenciosa');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));

    expect(
      await screen.findByText('¡Gracias por tu opinión! Tu opinión ya aparece en la lista.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveTextContent('Rápida y silenciosa');
    expect(reviewReads()).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Tu comentario/ })).toHaveValue(''));
  });

  it.each([
    [429, 'Alcanzaste el límite de opiniones por hoy. Intenta de nuevo en 60 minutos.'],
    [409, 'Ya calificaste este producto'],
  ])('shows the server refusal (%i) and keeps what was typed', async (status, message) => {
    api = mockFetch({
      'POST /product-review/get-reviews': () => ({ body: list([], 0, 0) }),
      'POST /product/save-product-review': () => errorReply(status, message),
    });
    renderWithProviders(<ReviewsSection productId={7} />);
    logIn();
    await chooseStars(5);
    await userEvent.type(screen.getByRole('textbox', { name: /Tu comentario/ }), 'Muy recomendable');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tu comentario/ })).toHaveValue('Muy recomendable');
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    expect(reviewReads()).toHaveLength(1);
    // No field to fix: the keyboard is back on the (enabled again) button, below the message.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publicar opinión' })).toHaveFocus());
  });

  it("puts the server's field message at its field and the focus on it", async () => {
    const message = 'El comentario no puede incluir enlaces';
    api = mockFetch({
      'POST /product-review/get-reviews': () => ({ body: list([], 0, 0) }),
      'POST /product/save-product-review': () => ({
        status: 400,
        body: { message: 'Revisa los datos', fields: { user_comment: message } },
      }),
    });
    renderWithProviders(<ReviewsSection productId={7} />);
    logIn();
    await chooseStars(5);
    await userEvent.type(screen.getByRole('textbox', { name: /Tu comentario/ }), 'Muy recomendable');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));

    const comment = screen.getByRole('textbox', { name: /Tu comentario/ });
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveAccessibleDescription(message);
    expect(comment).toHaveValue('Muy recomendable');
  });
});
