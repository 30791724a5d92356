import { CloneType, Type, type Static } from '@sinclair/typebox';
import { DbId } from '../http/common.js';
import { NullableInput } from '../http/nullable-input.js';

/** A review as the product page shows it (spec field names, plus `verified_purchase`). */
export const Review = Type.Object({
  id: Type.Integer(),
  user_comment: Type.String({ description: 'Texto plano, tal como lo escribió el cliente' }),
  assigned_stars: Type.Integer({ minimum: 1, maximum: 5 }),
  author: Type.String({ description: 'Nombre e inicial del apellido, p. ej. "María H."' }),
  created_at: Type.String({ format: 'date-time' }),
  verified_purchase: Type.Boolean({
    description:
      '"Compra verificada": el autor tiene un pedido pagado, enviado o entregado con este producto (se calcula al leer)',
  }),
});
export type Review = Static<typeof Review>;

/** Every review of the product, not just the page. */
export const ReviewSummary = Type.Object({
  count: Type.Integer(),
  average: Type.Number({ description: 'Promedio de estrellas con un decimal; 0 sin reseñas' }),
});
export type ReviewSummary = Static<typeof ReviewSummary>;

/** `POST /product-review/get-reviews`: `tracking` is the product id (name from the spec). */
export const ReviewListRequest = Type.Object({
  tracking: CloneType(DbId, { description: 'Id del producto' }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type ReviewListRequest = Static<typeof ReviewListRequest>;

/** The page of reviews, newest first, and the summary of all of them. */
export const ReviewList = Type.Object({ data: Type.Array(Review), summary: ReviewSummary });
export type ReviewList = Static<typeof ReviewList>;

/**
 * `POST /product/save-product-review`. Only types and size caps here: presence, length and
 * the stars' range are the review rule's (its Spanish messages come back in `fields`).
 */
export const ReviewInput = Type.Object({
  product_id: DbId,
  user_comment: Type.Optional(NullableInput(Type.String({ maxLength: 20000 }))),
  assigned_stars: Type.Optional(
    Type.Union([Type.String({ maxLength: 10 }), Type.Number(), Type.Null()], {
      description: 'Entero de 1 a 5 (número o texto numérico)',
    }),
  ),
});
export type ReviewInput = Static<typeof ReviewInput>;

/** 201 of the save: a thank-you message and the review as the product page will show it. */
export const SavedReview = Type.Object({ message: Type.String(), review: Review });
export type SavedReview = Static<typeof SavedReview>;
