import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound, validationError } from '../http/errors.js';
import { createdResponse, errorResponse, idParams } from '../http/schemas.js';
import { insertReview, listReviews, productExists } from '../reviews/review-repository.js';
import { COMMENT_MAX_LENGTH, validateReview } from '../reviews/review-validation.js';
import { validateAnswers } from '../surveys/survey.js';
import { findActiveSurvey, findOrderOwner, insertSurveyResponse } from '../surveys/survey-repository.js';
import type { RouteDeps } from './route-deps.js';

const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const ALREADY_REVIEWED = 'Ya calificaste este producto';
const SURVEY_NOT_FOUND = 'Encuesta no encontrada';
const ORDER_NOT_FOUND = 'Pedido no encontrado';
const SURVEY_ALREADY_ANSWERED = 'Ya respondiste esta encuesta para este pedido';
const SURVEY_INVALID = 'Revisa las respuestas de la encuesta';

const reviewSchema = {
  type: 'object',
  required: ['id', 'user_comment', 'assigned_stars', 'author', 'created_at'],
  properties: {
    id: { type: 'integer' },
    user_comment: { type: 'string', description: 'Texto plano, tal como lo escribió el cliente' },
    assigned_stars: { type: 'integer', minimum: 1, maximum: 5 },
    author: { type: 'string', description: 'Nombre e inicial del apellido, p. ej. "María H."' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

interface GetReviewsBody {
  tracking: number;
  page: number;
  perPage: number;
}

interface SurveyResponseBody {
  answers: Record<string, unknown>;
  order_id?: number | null;
}

interface SaveReviewBody {
  product_id: number;
  user_comment?: string | null;
  assigned_stars?: number | string | null;
}

/** Customer feedback: product reviews and surveys. */
export const reviewRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, ownership }) => {
  app.post<{ Body: GetReviewsBody }>('/product-review/get-reviews', {
    schema: {
      tags: ['Reseñas'],
      summary: 'Reseñas de un producto, las más recientes primero',
      description:
        '`tracking` es el id del producto (número o texto numérico, nombre heredado de la especificación). `summary` resume todas las reseñas del producto.',
      body: {
        type: 'object',
        required: ['tracking'],
        properties: {
          tracking: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'Id del producto' },
          page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
          perPage: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['data', 'summary'],
          properties: {
            data: { type: 'array', items: reviewSchema },
            summary: {
              type: 'object',
              required: ['count', 'average'],
              properties: {
                count: { type: 'integer' },
                average: {
                  type: 'number',
                  description: 'Promedio de estrellas con un decimal; 0 sin reseñas',
                },
              },
            },
          },
        },
        400: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const { tracking, page, perPage } = request.body;
      if (!(await productExists(db, tracking))) throw notFound(PRODUCT_NOT_FOUND);
      return listReviews(db, tracking, page, perPage);
    },
  });

  app.post<{ Body: SaveReviewBody }>('/product/save-product-review', {
    schema: {
      tags: ['Reseñas'],
      summary: 'Guardar la reseña del cliente (una por cliente y producto)',
      description: `Requiere sesión (Bearer). Reglas de la sección 5: comentario obligatorio ('Este Campo no puede estar vacío'), al menos 4 caracteres ('Describa su comentario con una o mas palabras'), máximo ${COMMENT_MAX_LENGTH}; estrellas enteras de 1 a 5 ('Debe calificar el producto con estrellas, de 1 a 5 indicando su satisfacción'). El comentario se guarda y devuelve como texto plano.`,
      body: {
        type: 'object',
        required: ['product_id'],
        properties: {
          product_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          user_comment: { type: ['string', 'null'], maxLength: 20000 },
          assigned_stars: {
            anyOf: [{ type: 'string', maxLength: 10 }, { type: 'number' }, { type: 'null' }],
            description: 'Entero de 1 a 5 (número o texto numérico)',
          },
        },
      },
      response: {
        201: {
          type: 'object',
          required: ['message', 'review'],
          properties: { message: { type: 'string' }, review: reviewSchema },
        },
        400: errorResponse,
        401: errorResponse,
        404: errorResponse,
        409: errorResponse,
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
      const review = await insertReview(db, {
        productId,
        customerId: customer.id,
        comment: validation.comment,
        stars: validation.stars,
      });
      if (!review) throw new HttpError(409, ALREADY_REVIEWED, 'ALREADY_REVIEWED');
      return reply.status(201).send({ message: '¡Gracias por tu opinión!', review });
    },
  });

  app.get<{ Params: { id: number } }>('/survey/:id', {
    schema: {
      tags: ['Encuestas'],
      summary: 'Preguntas de una encuesta activa',
      params: idParams,
      response: {
        200: {
          type: 'object',
          required: ['id', 'title', 'questions'],
          properties: {
            id: { type: 'integer' },
            title: { type: 'string' },
            questions: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'text', 'type', 'required'],
                properties: {
                  id: { type: 'string' },
                  text: { type: 'string' },
                  type: { type: 'string', enum: ['rating', 'text', 'choice'] },
                  options: { type: 'array', items: { type: 'string' } },
                  required: { type: 'boolean' },
                  maxLength: { type: 'integer' },
                },
              },
            },
          },
        },
        400: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const survey = await findActiveSurvey(db, request.params.id);
      if (!survey) throw notFound(SURVEY_NOT_FOUND);
      return survey;
    },
  });

  app.post<{ Params: { id: number }; Body: SurveyResponseBody }>('/survey/:id/response', {
    schema: {
      tags: ['Encuestas'],
      summary: 'Enviar las respuestas de una encuesta',
      description:
        '`answers` va por id de pregunta: calificación entera 1 a 5, opción exacta de la lista, texto con su máximo. Errores en `fields` con la clave `answers.<id>`. Sesión opcional (Bearer) para ligar la respuesta al cliente. `order_id` es opcional y exige acceso al pedido (token del dueño o `X-Order-Token`); cada pedido responde una encuesta una sola vez.',
      params: idParams,
      body: {
        type: 'object',
        required: ['answers'],
        properties: {
          answers: {
            type: 'object',
            maxProperties: 50,
            propertyNames: { maxLength: 40 },
            additionalProperties: {
              anyOf: [{ type: 'string', maxLength: 20000 }, { type: 'number' }, { type: 'null' }],
            },
          },
          order_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
        },
      },
      response: {
        201: createdResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const survey = await findActiveSurvey(db, request.params.id);
      if (!survey) throw notFound(SURVEY_NOT_FOUND);
      const validation = validateAnswers(survey, request.body.answers);
      if (!validation.ok) throw new HttpError(400, SURVEY_INVALID, 'VALIDATION_ERROR', validation.fields);

      const customer = await ownership.identify(request);
      let orderId: number | null = null;
      if (request.body.order_id !== undefined && request.body.order_id !== null) {
        const order = await findOrderOwner(db, request.body.order_id);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        await ownership.assertOrderAccess(request, order, ORDER_NOT_FOUND);
        orderId = order.id;
      }
      const id = await insertSurveyResponse(db, {
        surveyId: survey.id,
        customerId: customer?.id ?? null,
        orderId,
        answers: validation.answers,
      });
      if (id === null) throw new HttpError(409, SURVEY_ALREADY_ANSWERED, 'SURVEY_ALREADY_ANSWERED');
      return reply.status(201).send({ id, message: '¡Gracias por responder nuestra encuesta!' });
    },
  });
};
