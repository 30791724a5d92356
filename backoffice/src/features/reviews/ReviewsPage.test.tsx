import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_MESSAGES, type AdminReview, type AdminReviewPage } from '@store/contracts';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';

const REVIEW: AdminReview = {
  id: 5,
  productId: 9,
  productName: 'Laptop HP 15',
  sku: 'HP-15-001',
  stars: 1,
  comment: 'Comentario ofensivo',
  author: 'José Pérez',
  authorEmail: 'empresa@ejemplo.hn',
  createdAt: '2026-11-27T15:30:00.000Z',
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  hiddenBy: null,
};

const page = (items: AdminReview[]): AdminReviewPage => ({
  items,
  _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 25 },
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('Ocultar reseña', () => {
  it('requires a reason in Spanish before calling the API, then sends it', async () => {
    api = stubApi({
      'GET /admin/reviews': { body: page([REVIEW]) },
      'POST /admin/reviews/5/hide': {
        body: { ...REVIEW, hidden: true, hiddenReason: 'Lenguaje ofensivo', hiddenBy: 'catalogo@ejemplo.hn' },
      },
    });
    renderApp('/resenas', staffWith(['catalogo']));
    const user = userEvent.setup();
    await user.click(
      // The first test loads the page's chunk and the data grid: give it time.
      await screen.findByRole(
        'button',
        { name: 'Ocultar la reseña de José Pérez sobre Laptop HP 15' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar reseña' });

    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(within(dialog).getByText(SUPPORT_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Motivo/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(within(dialog).getByText(SUPPORT_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motivo/), 'Lenguaje ofensivo');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByText('Reseña oculta: ya no se ve en la tienda')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/admin/reviews/5/hide', { reason: 'Lenguaje ofensivo' }],
    ]);
  });

  it('keeps its filters in the URL, under the API query names', async () => {
    api = stubApi({ 'GET /admin/reviews': { body: page([]) } });
    renderApp('/resenas?visibility=hidden', staffWith(['catalogo']));
    await screen.findByRole('grid', { name: 'Reseñas' });
    const listCall = api.calls.find((call) => call.path === '/admin/reviews');
    expect(listCall?.query.get('visibility')).toBe('hidden');
  });
});
