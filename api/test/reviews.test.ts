import type { CreatedResponse, ReviewList, SavedReview, Survey } from '@store/contracts';
import type { ErrorBody } from '../src/http/errors.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

let t: TestApp;
let productId: number;
let otherProductId: number;
let maria: { id: number; token: string };
let jose: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const products = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 2');
  productId = products[0]?.id ?? 0;
  otherProductId = products[1]?.id ?? 0;
  maria = await loginAs(t.app, 'cliente@ejemplo.hn');
  jose = await loginAs(t.app, 'empresa@ejemplo.hn');
});
afterAll(() => t.close());

const getReviews = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/product-review/get-reviews', payload });
const saveReview = (payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/product/save-product-review',
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });

const STARS_MESSAGE = 'Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción';
const SCRIPT_COMMENT = '<script>alert("hola")</script> & <b>excelente</b> laptop';

describe('POST /product/save-product-review', () => {
  it('requires a logged-in customer', async () => {
    const payload = { product_id: productId, user_comment: 'Muy buena', assigned_stars: 5 };
    for (const response of [await saveReview(payload), await saveReview(payload, 'f'.repeat(64))]) {
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response).message).toBe('Inicia sesión para continuar');
    }
  });

  it('asks for login before pointing at form errors', async () => {
    const response = await saveReview({ product_id: productId });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['missing', {}, 'user_comment', 'Este Campo no puede estar vacío'],
    ['empty', { user_comment: '' }, 'user_comment', 'Este Campo no puede estar vacío'],
    ['blank', { user_comment: '    ' }, 'user_comment', 'Este Campo no puede estar vacío'],
    ['null', { user_comment: null }, 'user_comment', 'Este Campo no puede estar vacío'],
    [
      '3 chars once trimmed',
      { user_comment: ' abc ' },
      'user_comment',
      'Describa su comentario con una o mas palabras',
    ],
    [
      '2001 chars',
      { user_comment: 'x'.repeat(2001) },
      'user_comment',
      'El comentario debe tener como máximo 2000 caracteres',
    ],
  ])('rejects a %s comment', async (_label, change, field, message) => {
    const response = await saveReview({ product_id: productId, assigned_stars: 4, ...change }, maria.token);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe(message);
    expect(body.fields).toEqual({ [field]: message });
  });

  it.each([
    [{}],
    [{ assigned_stars: null }],
    [{ assigned_stars: 0 }],
    [{ assigned_stars: 6 }],
    [{ assigned_stars: 4.5 }],
    [{ assigned_stars: 'cinco' }],
    [{ assigned_stars: true }],
  ])('rejects the stars %j', async (change) => {
    const response = await saveReview(
      { product_id: productId, user_comment: 'Muy buena compra', ...change },
      maria.token,
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: STARS_MESSAGE,
      code: 'VALIDATION_ERROR',
      fields: { assigned_stars: STARS_MESSAGE },
    });
  });

  it('reports both fields at once', async () => {
    const response = await saveReview({ product_id: productId }, maria.token);
    expect(json<ErrorBody>(response).fields).toEqual({
      user_comment: 'Este Campo no puede estar vacío',
      assigned_stars: STARS_MESSAGE,
    });
  });

  it('rejects a missing or malformed product id by schema and an unknown product with 404', async () => {
    const missing = await saveReview({ user_comment: 'Muy buena', assigned_stars: 5 }, maria.token);
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).fields).toEqual({ product_id: 'Campo Requerido' });
    const unknown = await saveReview(
      { product_id: 999999, user_comment: 'Muy buena', assigned_stars: 5 },
      maria.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).message).toBe('Producto no encontrado');
  });

  it('saves the review as plain text and names the author by first name and initial', async () => {
    const response = await saveReview(
      { product_id: productId, user_comment: `  ${SCRIPT_COMMENT}  `, assigned_stars: 4 },
      maria.token,
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json<SavedReview>(response)).toEqual({
      message: '¡Gracias por tu opinión!',
      review: {
        id: expect.any(Number),
        user_comment: SCRIPT_COMMENT,
        assigned_stars: 4,
        author: 'María H.',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        // The demo data has a delivered order of María's with this product.
        verified_purchase: true,
      },
    });
    const [stored] = await t.db.query<{ comment: string }>(
      'SELECT comment FROM product_reviews WHERE product_id = $1 AND customer_id = $2',
      [productId, maria.id],
    );
    expect(stored?.comment).toBe(SCRIPT_COMMENT);
  });

  it('allows one review per customer and product', async () => {
    const again = await saveReview(
      { product_id: productId, user_comment: 'Otra opinión', assigned_stars: 1 },
      maria.token,
    );
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toBe('Ya calificaste este producto');
    const otherProduct = await saveReview(
      { product_id: otherProductId, user_comment: 'Buena relación calidad-precio', assigned_stars: '5' },
      maria.token,
    );
    expect(otherProduct.statusCode).toBe(201);
  });

  it('counts concurrent duplicates once', async () => {
    const payload = {
      product_id: otherProductId,
      user_comment: 'Llegó rápido y bien empacado',
      assigned_stars: 2,
    };
    const responses = await Promise.all([1, 2, 3].map(() => saveReview(payload, jose.token)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('POST /product-review/get-reviews', () => {
  it('returns the reviews newest first with a summary; text comes back exactly as written', async () => {
    const response = await getReviews({ tracking: otherProductId });
    expect(response.statusCode).toBe(200);
    const body = json<ReviewList>(response);
    expect(body.data.map((review) => [review.author, review.assigned_stars])).toEqual([
      ['José M.', 2],
      ['María H.', 5],
    ]);
    expect(body.summary).toEqual({ count: 2, average: 3.5 });

    const scripted = json<ReviewList>(await getReviews({ tracking: productId }));
    expect(scripted.data).toEqual([
      {
        id: expect.any(Number),
        user_comment: SCRIPT_COMMENT,
        assigned_stars: 4,
        author: 'María H.',
        created_at: expect.any(String),
        verified_purchase: true,
      },
    ]);
  });

  it('accepts the product id as a numeric string and pages the list', async () => {
    const body = json<ReviewList>(
      await getReviews({ tracking: String(otherProductId), perPage: 1, page: 2 }),
    );
    expect(body.data.map((review) => review.author)).toEqual(['María H.']);
    expect(body.summary.count).toBe(2);
  });

  it('gives an empty list and a zero summary for a product without reviews', async () => {
    const [product] = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id DESC LIMIT 1');
    const body = json<ReviewList>(await getReviews({ tracking: product?.id }));
    expect(body).toEqual({ data: [], summary: { count: 0, average: 0 } });
  });

  it('validates tracking and answers 404 for an unknown product', async () => {
    for (const payload of [{}, { tracking: 'abc' }, { tracking: 0 }]) {
      const response = await getReviews(payload);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).fields).toHaveProperty('tracking');
    }
    const unknown = await getReviews({ tracking: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).message).toBe('Producto no encontrado');
  });
});

describe('surveys', () => {
  const respond = (id: number, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/survey/${id}/response`, payload, headers });
  const validAnswers = {
    q1: 5,
    q2: '4',
    q4: 'Redes sociales',
    q5: 'Sí',
    q6: '  Más opciones de pago a plazos.  ',
  };

  it('GET /survey/{id} returns the questions of an active survey', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/survey/1' });
    expect(response.statusCode).toBe(200);
    const survey = json<Survey>(response);
    expect(survey.title).toBe('Encuesta de satisfacción de tu compra');
    expect(survey.questions.map((question) => [question.id, question.type, question.required])).toEqual([
      ['q1', 'rating', true],
      ['q2', 'rating', true],
      ['q3', 'rating', false],
      ['q4', 'choice', false],
      ['q5', 'choice', true],
      ['q6', 'text', false],
    ]);
    expect(survey.questions[4]?.options).toEqual(['Sí', 'No', 'Tal vez']);
  });

  it('answers 404 for unknown and closed surveys', async () => {
    for (const id of [3, 999]) {
      const read = await t.app.inject({ method: 'GET', url: `/survey/${id}` });
      expect(read.statusCode).toBe(404);
      const write = await respond(id, { answers: { q1: 5 } });
      expect(write.statusCode).toBe(404);
      expect(json<ErrorBody>(write).message).toBe('Encuesta no encontrada');
    }
  });

  it('stores an anonymous response with normalised answers', async () => {
    const response = await respond(1, { answers: validAnswers });
    expect(response.statusCode).toBe(201);
    const body = json<CreatedResponse>(response);
    expect(body.message).toBe('¡Gracias por responder nuestra encuesta!');
    const [row] = await t.db.query<{ customer_id: number | null; answers: Record<string, unknown> }>(
      'SELECT customer_id, answers FROM survey_responses WHERE id = $1',
      [body.id],
    );
    expect(row).toEqual({
      customer_id: null,
      answers: { q1: 5, q2: 4, q4: 'Redes sociales', q5: 'Sí', q6: 'Más opciones de pago a plazos.' },
    });
  });

  it('links the response to the logged-in customer', async () => {
    const response = await respond(2, { answers: { q1: 4, q2: 3, q3: 'Parcialmente' } }, bearer(maria.token));
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<{ customer_id: number | null }>(
      'SELECT customer_id FROM survey_responses WHERE id = $1',
      [json<CreatedResponse>(response).id],
    );
    expect(row?.customer_id).toBe(maria.id);
  });

  it.each([
    ['a missing required rating', { q1: undefined }, 'answers.q1', 'Esta pregunta es obligatoria'],
    ['an empty required choice', { q5: '' }, 'answers.q5', 'Esta pregunta es obligatoria'],
    ['a rating of 6', { q1: 6 }, 'answers.q1', 'Califica de 1 a 5 estrellas'],
    ['a rating of 3.5', { q2: 3.5 }, 'answers.q2', 'Califica de 1 a 5 estrellas'],
    ['a rating in words', { q3: 'excelente' }, 'answers.q3', 'Califica de 1 a 5 estrellas'],
    ['a choice not offered', { q4: 'Periódico' }, 'answers.q4', 'Selecciona una de las opciones disponibles'],
    [
      'a 1001-char text',
      { q6: 'a'.repeat(1001) },
      'answers.q6',
      'La respuesta debe tener como máximo 1000 caracteres',
    ],
    ['an unknown question', { q9: 'hola' }, 'answers.q9', 'Pregunta desconocida'],
  ])('rejects %s', async (_label, change, field, message) => {
    const response = await respond(1, { answers: { ...validAnswers, ...change } });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Revisa las respuestas de la encuesta',
      code: 'VALIDATION_ERROR',
      fields: { [field]: message },
    });
  });

  it('rejects a body without answers by schema', async () => {
    const response = await respond(1, {});
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).fields).toEqual({ answers: 'Campo Requerido' });
  });

  describe('with order_id', () => {
    let orderId: number;
    let guestOrderId: number;
    beforeAll(async () => {
      const [own] = await t.db.query<{ id: number }>(
        // access_token holds the SHA-256 of the X-Order-Token (migration 013).
        "INSERT INTO orders (number, access_token, customer_id) VALUES ('HN-SURVEY1', encode(sha256(convert_to('token-encuesta-maria', 'UTF8')), 'hex'), $1) RETURNING id",
        [maria.id],
      );
      const [guest] = await t.db.query<{ id: number }>(
        "INSERT INTO orders (number, access_token) VALUES ('HN-SURVEY2', encode(sha256(convert_to('token-encuesta-invitado', 'UTF8')), 'hex')) RETURNING id",
      );
      orderId = own?.id ?? 0;
      guestOrderId = guest?.id ?? 0;
    });

    it('refuses an order the caller cannot open, as if it did not exist', async () => {
      const attempts: Array<Record<string, string>> = [
        {},
        bearer(jose.token),
        { 'x-order-token': 'otro-token' },
      ];
      for (const headers of attempts) {
        const response = await respond(1, { answers: validAnswers, order_id: orderId }, headers);
        expect(response.statusCode).toBe(404);
        expect(json<ErrorBody>(response).message).toBe('Pedido no encontrado');
      }
      const unknown = await respond(1, { answers: validAnswers, order_id: 999999 }, bearer(maria.token));
      expect(unknown.statusCode).toBe(404);
    });

    it("accepts the owner's token or the order token, once per order and survey", async () => {
      const first = await respond(1, { answers: validAnswers, order_id: orderId }, bearer(maria.token));
      expect(first.statusCode).toBe(201);
      const again = await respond(1, { answers: validAnswers, order_id: orderId }, bearer(maria.token));
      expect(again.statusCode).toBe(409);
      expect(json<ErrorBody>(again).message).toBe('Ya respondiste esta encuesta para este pedido');
      const guest = await respond(
        1,
        { answers: validAnswers, order_id: guestOrderId },
        { 'x-order-token': 'token-encuesta-invitado' },
      );
      expect(guest.statusCode).toBe(201);
    });
  });
});
