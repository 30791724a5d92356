import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CouponCodeParams, CouponView, errorResponse } from '@store/contracts';
import { couponView } from '../coupons/coupon.js';
import { couponError, couponProblem, findCoupon } from '../coupons/coupon-repository.js';
import type { RouteDeps } from './route-deps.js';

export const couponRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db }) => {
  app.get('/coupons/:code', {
    schema: {
      tags: ['Cupones'],
      summary: 'Consultar un cupón (sin distinguir mayúsculas)',
      description:
        "404 'Cupón no encontrado'; 422 'Cupón vencido' o 'Coupón agotado'. Consultar no consume usos: el uso se cuenta al aplicarlo a un pedido.",
      params: CouponCodeParams,
      response: { 200: CouponView, 400: errorResponse, 404: errorResponse, 422: errorResponse },
    },
    handler: async (request) => {
      const coupon = await findCoupon(db, request.params.code);
      const problem = couponProblem(coupon);
      if (problem || !coupon) throw couponError(problem ?? 'not-found');
      return couponView(coupon);
    },
  });
};
