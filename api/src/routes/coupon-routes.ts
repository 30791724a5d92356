import type { FastifyPluginAsync } from 'fastify';
import { couponView } from '../coupons/coupon.js';
import { couponError, couponProblem, findCoupon } from '../coupons/coupon-repository.js';
import { errorResponse } from '../http/schemas.js';
import type { RouteDeps } from './route-deps.js';

const couponViewSchema = {
  type: 'object',
  required: ['code', 'type', 'discountType', 'discount', 'remaining', 'expire', 'validProducts'],
  properties: {
    code: { type: 'string' },
    type: { type: 'string', enum: ['P', 'F'], description: "'P' porcentaje, 'F' monto fijo en HNL" },
    discountType: { type: 'string', enum: ['percent', 'fixed'] },
    discount: { type: 'number' },
    remaining: { type: 'integer' },
    expire: { type: 'string', format: 'date-time' },
    validProducts: {
      type: 'array',
      items: { type: 'integer' },
      description: 'Productos a los que aplica; vacío = todos',
    },
  },
} as const;

export const couponRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get<{ Params: { code: string } }>('/coupons/:code', {
    schema: {
      tags: ['Cupones'],
      summary: 'Consultar un cupón (sin distinguir mayúsculas)',
      description:
        "404 'Cupón no encontrado'; 422 'Cupón vencido' o 'Coupón agotado'. Consultar no consume usos: el uso se cuenta al aplicarlo a un pedido.",
      params: {
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string', minLength: 1, maxLength: 60 } },
      },
      response: { 200: couponViewSchema, 400: errorResponse, 404: errorResponse, 422: errorResponse },
    },
    handler: async (request) => {
      const coupon = await findCoupon(db, request.params.code);
      const problem = couponProblem(coupon);
      if (problem || !coupon) throw couponError(problem ?? 'not-found');
      return couponView(coupon);
    },
  });
};
