import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedResponse,
  FIELD_REQUIRED_MESSAGE,
  IdParams,
  ReviewInput,
  ReviewList,
  ReviewListRequest,
  SavedReview,
  Survey,
  SurveyResponseInput,
  errorResponse,
  validateSurveyAnswers,
} from '@store/contracts';
import { addressKey } from '../http/address-key.js';
import { HttpError, badRequest, notFound, validationError } from '../http/errors.js';
import { TRACKING_NOT_FOUND, findTrackedOrderId } from '../orders/order-tracking.js';
import { insertReview, listReviews, productExists } from '../reviews/review-repository.js';
import { COMMENT_MAX_LENGTH, validateReview } from '../reviews/review-validation.js';
import { findActiveSurvey, findOrderOwner, insertSurveyResponse } from '../surveys/survey-repository.js';
import type { RouteDeps } from './route-deps.js';

const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const ALREADY_REVIEWED = 'Ya calificaste este producto';
const SURVEY_NOT_FOUND = 'Encuesta no encontrada';
const ORDER_NOT_FOUND = 'Pedido no encontrado';
const SURVEY_ALREADY_ANSWERED = 'Ya respondiste esta encuesta para este pedido';
const SURVEY_INVALID = 'Revisa las respuestas de la encuesta';
const ONE_ORDER_REFERENCE = 'Indica el pedido con order_id o con order_number y email, no con ambos';

/** Customer feedback: product reviews and surveys. */
export const reviewRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, ownership, limiter }) => {
  app.post('/product-review/get-reviews', {
    schema: {
      tags: ['Reseñas'],
      summary: 'Reseñas de un producto, las más recientes primero',
      description:
        '`tracking` es el id del producto (número o texto numérico; el nombre del campo es heredado). `summary` resume todas las reseñas del producto.',
      body: ReviewListRequest,
      response: { 200: ReviewList, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      // Ajv has applied the schema's defaults; the fallbacks only satisfy the optional types.
      const { tracking, page = 1, perPage = 20 } = request.body;
      if (!(await productExists(db, tracking))) throw notFound(PRODUCT_NOT_FOUND);
      return listReviews(db, tracking, page, perPage);
    },
  });

  app.post('/product/save-product-review', {
    schema: {
      tags: ['Reseñas'],
      summary: 'Guardar la reseña del cliente (una por cliente y producto)',
      description: `Requiere sesión (Bearer). Reglas de la sección 5: comentario obligatorio ('Este Campo no puede estar vacío'), al menos 4 caracteres ('Describa su comentario con una o mas palabras'), máximo ${COMMENT_MAX_LENGTH}; estrellas enteras de 1 a 5 ('Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción'). El comentario se guarda y devuelve como texto plano. Una reseña por cliente y producto (409) y un límite de reseñas por cliente al día (429 con Retry-After; docs/security.md). \`verified_purchase\` ("Compra verificada") indica que el cliente tiene un pedido pagado, enviado o entregado con el producto.`,
      body: ReviewInput,
      response: {
        201: SavedReview,
        400: errorResponse,
        401: errorResponse,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
    },
    // Login first: a guest learns they must sign in before being told how to fix the form.
    preValidation: async (request) => {
      await ownership.requireCustomer(request);
    },
    handler: async (request, reply) => {
      const customer = await ownership.requireCustomer(request);
      const validation = validateReview(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      const productId = request.body.product_id;
      if (!(await productExists(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
      // One account cannot flood the catalogue with reviews (issue 10, defect 13): counted per
      // customer per day; only reviews actually stored count (a duplicate gives its use back).
      const limitKey = String(customer.id);
      await limiter.take('reviewsPerAccount', limitKey);
      const review = await insertReview(db, {
        productId,
        customerId: customer.id,
        comment: validation.comment,
        stars: validation.stars,
      });
      if (!review) {
        await limiter.giveBack('reviewsPerAccount', limitKey);
        throw new HttpError(409, ALREADY_REVIEWED, 'ALREADY_REVIEWED');
      }
      return reply.status(201).send({ message: '¡Gracias por tu opinión!', review });
    },
  });

  app.get('/survey/:id', {
    schema: {
      tags: ['Encuestas'],
      summary: 'Preguntas de una encuesta activa',
      params: IdParams,
      response: { 200: Survey, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const survey = await findActiveSurvey(db, request.params.id);
      if (!survey) throw notFound(SURVEY_NOT_FOUND);
      return survey;
    },
  });

  app.post('/survey/:id/response', {
    schema: {
      tags: ['Encuestas'],
      summary: 'Enviar las respuestas de una encuesta',
      description:
        '`answers` va por id de pregunta: calificación entera 1 a 5, opción exacta de la lista, texto con su máximo. Errores en `fields` con la clave `answers.<id>`. Sesión opcional (Bearer) para ligar la respuesta al cliente. El pedido es opcional: `order_id` exige acceso al pedido (token del dueño o `X-Order-Token`); `order_number` con `email` (como en Mi Pedido) lo nombra sin sesión, cuenta en el límite de consultas de seguimiento y un par que no coincide es 404 sin decir qué parte falló. Cada pedido responde una encuesta una sola vez (409). Límite de respuestas por dirección del cliente (429 con Retry-After; docs/security.md).',
      params: IdParams,
      body: SurveyResponseInput,
      response: {
        201: CreatedResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const survey = await findActiveSurvey(db, request.params.id);
      if (!survey) throw notFound(SURVEY_NOT_FOUND);
      const validation = validateSurveyAnswers(survey, request.body.answers);
      if (!validation.ok) throw new HttpError(400, SURVEY_INVALID, 'VALIDATION_ERROR', validation.fields);

      const customer = await ownership.identify(request);
      const address = addressKey(request.ip);
      const { order_id: byId, order_number: byNumber, email } = request.body;
      let orderId: number | null = null;
      if (byId !== undefined && byId !== null) {
        if (byNumber !== undefined) throw badRequest(ONE_ORDER_REFERENCE);
        const order = await findOrderOwner(db, byId);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        await ownership.assertOrderAccess(request, order, ORDER_NOT_FOUND);
        orderId = order.id;
      } else if (byNumber !== undefined) {
        // The number and e-mail open the order as 'Mi Pedido' does, so they are limited the same
        // way: every lookup counts until it finds its order (issue 10, defect 9; issue 33).
        if (email === undefined) throw validationError({ email: FIELD_REQUIRED_MESSAGE });
        await limiter.take('trackingPerAddress', address);
        orderId = await findTrackedOrderId(db, byNumber, email);
        if (orderId === null) throw notFound(TRACKING_NOT_FOUND);
        await limiter.giveBack('trackingPerAddress', address);
      }
      // Surveys take anonymous answers; one order answers once (migration 008) and one client
      // address only so many times (issue 10, defect 13). Only stored answers count.
      await limiter.take('surveysPerAddress', address);
      const id = await insertSurveyResponse(db, {
        surveyId: survey.id,
        customerId: customer?.id ?? null,
        orderId,
        answers: validation.value,
      });
      if (id === null) {
        await limiter.giveBack('surveysPerAddress', address);
        throw new HttpError(409, SURVEY_ALREADY_ANSWERED, 'SURVEY_ALREADY_ANSWERED');
      }
      return reply.status(201).send({ id, message: '¡Gracias por responder nuestra encuesta!' });
    },
  });
};
