/**
 * Support in the back office (issue 34, "Support"): the service forms' requests as tickets
 * (Nuevo → En proceso → Resuelto, replies mailed to the requester through the outbox and kept on
 * the ticket), reviews hidden with a reason (gone from the storefront's list and average at once)
 * and survey answers per order. Real HTTP, real database; every change audited.
 */
import {
  SUPPORT_MESSAGES,
  type AdminReview,
  type AdminReviewPage,
  type AuditPage,
  type ErrorBody,
  type ReviewList,
  type ServiceRequestCreated,
  type SurveyAnswerPage,
  type TicketDetail,
  type TicketPage,
} from '@store/contracts';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';
import { demoStaffToken } from './support/staff-fixtures.js';

let t: TestApp;
let soporte: string;
let catalogo: string;
let pedidos: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  soporte = await demoStaffToken(t.db, 'soporte@ejemplo.hn');
  catalogo = await demoStaffToken(t.db, 'catalogo@ejemplo.hn');
  pedidos = await demoStaffToken(t.db, 'pedidos@ejemplo.hn');
  admin = await demoStaffToken(t.db, 'admin@ejemplo.hn');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let requester = 0;
/** A contact message sent through the public form, as a shopper sends it; its ticket's id. */
async function contactTicket(
  subject = 'Garantía de mi laptop',
): Promise<{ id: number; ticket: string; email: string }> {
  requester += 1;
  const email = `solicitante${String(requester)}@ejemplo.hn`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/services/contact',
    payload: {
      name: 'Carlos Reyes',
      email,
      telephone: '9876-5432',
      subject,
      message: 'Mi laptop comprada el mes pasado no carga la batería.',
    },
  });
  expect(response.statusCode).toBe(201);
  const { ticket } = json<ServiceRequestCreated>(response);
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM service_requests WHERE ticket = $1', [
    ticket,
  ]);
  return { id: row?.id ?? 0, ticket, email };
}

describe('tickets', () => {
  it('lists the form requests as Nuevo tickets, newest first, with filters', async () => {
    const older = await contactTicket('Primera consulta');
    const newer = await contactTicket('Segunda consulta');
    const response = await call(soporte, 'GET', '/admin/tickets?kind=contact&status=new');
    expect(response.statusCode).toBe(200);
    const page = json<TicketPage>(response);
    const tickets = page.items.map((item) => item.ticket);
    expect(tickets.indexOf(newer.ticket)).toBeLessThan(tickets.indexOf(older.ticket));
    expect(page.items[0]).toMatchObject({
      kind: 'contact',
      kindLabel: 'Contacto',
      status: 'new',
      statusLabel: 'Nuevo',
    });

    const byText = json<TicketPage>(
      await call(soporte, 'GET', `/admin/tickets?q=${encodeURIComponent(older.email)}`),
    );
    expect(byText.items.map((item) => item.ticket)).toEqual([older.ticket]);
    expect(byText._meta.totalCount).toBe(1);
    const resolved = json<TicketPage>(
      await call(soporte, 'GET', '/admin/tickets?status=resolved&q=solicitante'),
    );
    expect(resolved.items.map((item) => item.ticket)).not.toContain(older.ticket);
  });

  it('sorts by date or status either way (?sort=key, ?sort=-key); bad keys are a 400', async () => {
    const subject = `Orden ${String(process.pid)}`;
    const first = await contactTicket(subject);
    const second = await contactTicket(subject);
    const third = await contactTicket(subject);
    // The middle one resolved, the last one in progress: Nuevo < En proceso < Resuelto.
    for (const [ticket, status] of [
      [second, 'resolved'],
      [third, 'in_progress'],
    ] as const) {
      const moved = await call(soporte, 'POST', `/admin/tickets/${ticket.id}/status`, { status });
      expect(moved.statusCode).toBe(200);
    }
    const mine = new Set([first.ticket, second.ticket, third.ticket]);
    const sorted = async (sort?: string): Promise<string[]> => {
      const response = await call(
        soporte,
        'GET',
        `/admin/tickets?q=solicitante&per-page=100${sort ? `&sort=${sort}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      return json<TicketPage>(response)
        .items.map((item) => item.ticket)
        .filter((ticket) => mine.has(ticket));
    };
    expect(await sorted()).toEqual([third.ticket, second.ticket, first.ticket]);
    expect(await sorted('-createdAt')).toEqual([third.ticket, second.ticket, first.ticket]);
    expect(await sorted('createdAt')).toEqual([first.ticket, second.ticket, third.ticket]);
    expect(await sorted('status')).toEqual([first.ticket, third.ticket, second.ticket]);
    expect(await sorted('-status')).toEqual([second.ticket, third.ticket, first.ticket]);
    for (const sort of ['fecha', 'name', '-']) {
      const response = await call(soporte, 'GET', `/admin/tickets?sort=${sort}`);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('shows the form as filled, with its labels', async () => {
    const { id, ticket } = await contactTicket();
    const detail = json<TicketDetail>(await call(soporte, 'GET', `/admin/tickets/${String(id)}`));
    expect(detail.ticket).toBe(ticket);
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { field: 'subject', label: expect.any(String) as unknown, value: 'Garantía de mi laptop' },
        expect.objectContaining({
          field: 'message',
          value: 'Mi laptop comprada el mes pasado no carga la batería.',
        }),
      ]),
    );
    expect(detail.nextStatuses).toEqual(['in_progress', 'resolved']);
    expect((await call(soporte, 'GET', '/admin/tickets/999999')).statusCode).toBe(404);
  });

  it('moves Nuevo → En proceso → Resuelto → En proceso, refuses illegal moves with 409, audits each move once', async () => {
    const { id, ticket } = await contactTicket();
    const move = (status: string) => call(soporte, 'POST', `/admin/tickets/${String(id)}/status`, { status });

    expect(json<TicketDetail>(await move('in_progress')).statusLabel).toBe('En proceso');
    const illegal = await move('new');
    expect(illegal.statusCode).toBe(409);
    expect(json<ErrorBody>(illegal)).toEqual({
      message: 'Un ticket «En proceso» no puede pasar a «Nuevo»',
      code: 'ILLEGAL_TICKET_STATUS',
    });
    expect(json<TicketDetail>(await move('resolved')).status).toBe('resolved');
    // The same status again: answered as it is, nothing written.
    expect((await move('resolved')).statusCode).toBe(200);
    expect((await move('new')).statusCode).toBe(409);
    expect(json<TicketDetail>(await move('in_progress')).status).toBe('in_progress');

    const audit = json<AuditPage>(
      await call(admin, 'GET', `/admin/audit?action=ticket.status&entityId=${ticket}`),
    );
    expect(audit.items.map((entry) => [entry.before, entry.after])).toEqual([
      [{ status: 'resolved' }, { status: 'in_progress' }],
      [{ status: 'in_progress' }, { status: 'resolved' }],
      [{ status: 'new' }, { status: 'in_progress' }],
    ]);
    expect(audit.items[0]).toMatchObject({ staffEmail: 'soporte@ejemplo.hn', role: 'soporte' });
  });

  it('mails a reply to the requester, keeps it with who and when, and takes a Nuevo ticket', async () => {
    const { id, ticket, email } = await contactTicket();
    const response = await call(soporte, 'POST', `/admin/tickets/${String(id)}/replies`, {
      message: '  Hola Carlos: trae la laptop a la tienda con tu factura y la revisamos sin costo.  ',
    });
    expect(response.statusCode).toBe(200);
    const detail = json<TicketDetail>(response);
    expect(detail.status).toBe('in_progress');
    expect(detail.replyCount).toBe(1);
    expect(detail.replies).toEqual([
      {
        id: expect.any(Number) as unknown,
        message: 'Hola Carlos: trae la laptop a la tienda con tu factura y la revisamos sin costo.',
        staffEmail: 'soporte@ejemplo.hn',
        createdAt: expect.any(String) as unknown,
      },
    ]);

    const mails = await t.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY id',
      [email],
    );
    // The form's confirmation, then the reply.
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Respuesta a tu mensaje de contacto (${ticket})`);
    expect(mails[1]?.body).toContain('trae la laptop a la tienda con tu factura');
    expect(mails[1]?.body).toContain(`ticket ${ticket}`);

    const [entry] = json<AuditPage>(
      await call(admin, 'GET', `/admin/audit?action=ticket.reply&entityId=${ticket}`),
    ).items;
    expect(entry).toMatchObject({
      before: { status: 'new', replies: 0 },
      after: { status: 'in_progress', replies: 1, to: email },
    });
  });

  it('refuses a blank reply in Spanish and sends nothing', async () => {
    const { id, email } = await contactTicket();
    const response = await call(soporte, 'POST', `/admin/tickets/${String(id)}/replies`, { message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(SUPPORT_MESSAGES.replyRequired);
    const mails = await t.db.query('SELECT id FROM outbox_messages WHERE recipient = $1', [email]);
    expect(mails).toHaveLength(1);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM service_requests WHERE id = $1', [
      id,
    ]);
    expect(row?.status).toBe('new');
  });

  it('is for soporte (and admin): catalogo and pedidos get 403', async () => {
    for (const token of [catalogo, pedidos])
      expect((await call(token, 'GET', '/admin/tickets')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/admin/tickets')).statusCode).toBe(200);
  });
});

describe('reviews', () => {
  let productId: number;
  let reviewId: number;

  beforeAll(async () => {
    const [product] = await t.db.query<{ id: number }>(
      'SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_reviews r WHERE r.product_id = p.id) ORDER BY id LIMIT 1',
    );
    productId = product?.id ?? 0;
    for (const [email, stars, comment] of [
      ['cliente@ejemplo.hn', 5, 'Excelente laptop, muy rápida'],
      ['empresa@ejemplo.hn', 1, 'Comentario ofensivo que no cumple las normas'],
    ] as const) {
      const { token } = await loginAs(t.app, email);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/product/save-product-review',
        headers: bearer(token),
        payload: { product_id: productId, user_comment: comment, assigned_stars: stars },
      });
      expect(saved.statusCode).toBe(201);
    }
    const [row] = await t.db.query<{ id: number }>(
      'SELECT id FROM product_reviews WHERE product_id = $1 AND stars = 1',
      [productId],
    );
    reviewId = row?.id ?? 0;
  });

  const storefront = async (): Promise<ReviewList> =>
    json<ReviewList>(
      await t.app.inject({
        method: 'POST',
        url: '/product-review/get-reviews',
        payload: { tracking: productId },
      }),
    );

  it('lists reviews with product and author for catalogo', async () => {
    const page = json<AdminReviewPage>(
      await call(catalogo, 'GET', `/admin/reviews?productId=${String(productId)}`),
    );
    expect(page.items).toHaveLength(2);
    expect(page.items.find((item) => item.id === reviewId)).toMatchObject({
      stars: 1,
      authorEmail: 'empresa@ejemplo.hn',
      hidden: false,
      hiddenReason: null,
    });
    expect((await call(soporte, 'GET', '/admin/reviews')).statusCode).toBe(403);
  });

  it('requires a reason to hide, in Spanish', async () => {
    for (const payload of [{ reason: '' }, { reason: '   ' }]) {
      const response = await call(catalogo, 'POST', `/admin/reviews/${String(reviewId)}/hide`, payload);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).fields).toEqual({ reason: SUPPORT_MESSAGES.hideReasonRequired });
    }
    expect((await storefront()).summary.count).toBe(2);
  });

  it("hides a review from the storefront's list and average at once, and shows it again", async () => {
    expect((await storefront()).summary).toEqual({ count: 2, average: 3 });

    const hidden = await call(catalogo, 'POST', `/admin/reviews/${String(reviewId)}/hide`, {
      reason: 'Lenguaje ofensivo',
    });
    expect(hidden.statusCode).toBe(200);
    expect(json<AdminReview>(hidden)).toMatchObject({
      hidden: true,
      hiddenReason: 'Lenguaje ofensivo',
      hiddenBy: 'catalogo@ejemplo.hn',
    });
    const after = await storefront();
    expect(after.summary).toEqual({ count: 1, average: 5 });
    expect(after.data.map((review) => review.id)).not.toContain(reviewId);
    const hiddenOnly = json<AdminReviewPage>(
      await call(catalogo, 'GET', `/admin/reviews?productId=${String(productId)}&visibility=hidden`),
    );
    expect(hiddenOnly.items.map((item) => item.id)).toEqual([reviewId]);

    const shown = await call(catalogo, 'POST', `/admin/reviews/${String(reviewId)}/show`, {});
    expect(json<AdminReview>(shown)).toMatchObject({ hidden: false, hiddenReason: null, hiddenBy: null });
    expect((await storefront()).summary).toEqual({ count: 2, average: 3 });

    const audit = json<AuditPage>(
      await call(admin, 'GET', `/admin/audit?entityType=review&entityId=${String(reviewId)}`),
    );
    expect(audit.items.map((entry) => [entry.action, entry.after])).toEqual([
      ['review.show', { hidden: false, hiddenReason: null, productId }],
      ['review.hide', { hidden: true, hiddenReason: 'Lenguaje ofensivo', productId }],
    ]);
  });
});

describe('survey answers', () => {
  it('lists each answer with its order number and the questions, newest first, for soporte', async () => {
    const [order] = await t.db.query<{ id: number; number: string }>(
      'SELECT id, number FROM orders ORDER BY id LIMIT 1',
    );
    if (!order) throw new Error('no demo order');
    await t.db.query(
      `INSERT INTO survey_responses (survey_id, order_id, answers) VALUES (1, $1, $2::jsonb)
       ON CONFLICT DO NOTHING`,
      [order.id, JSON.stringify({ q1: 4, q2: 5, q4: 'Todo llegó bien' })],
    );
    const response = await call(soporte, 'GET', `/admin/survey-answers?order=${order.number}`);
    expect(response.statusCode).toBe(200);
    const [row] = json<SurveyAnswerPage>(response).items;
    expect(row).toMatchObject({ surveyId: 1, orderId: order.id, orderNumber: order.number });
    expect(row?.answers[0]).toEqual({
      questionId: 'q1',
      question: '¿Qué tan satisfecho estás con tu compra?',
      answer: '4 de 5',
    });
    expect((await call(catalogo, 'GET', '/admin/survey-answers')).statusCode).toBe(403);
  });
});
