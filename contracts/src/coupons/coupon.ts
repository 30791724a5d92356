import { Type, type Static } from '@sinclair/typebox';
import { COUPON_TYPES } from '../catalog/product.js';
import { COUPON_CODE_LIMITS } from '../forms/coupon.js';
import { StringEnum } from '../http/enums.js';

/**
 * A store coupon as GET /coupons/{code} shows it, and the parts an order's coupon shares. The
 * product coupon of the catalog (`ProductCoupon`) is the same coupon seen from a product.
 */

/** `type` spelled out: P is `percent`, F is `fixed`. */
export const CouponDiscountType = StringEnum(['percent', 'fixed']);
export type CouponDiscountType = Static<typeof CouponDiscountType>;

/** What the shopper or the cart sends as a coupon code. */
export const CouponCode = Type.String({ ...COUPON_CODE_LIMITS });

export const CouponCodeParams = Type.Object({ code: CouponCode });
export type CouponCodeParams = Static<typeof CouponCodeParams>;

export const CouponView = Type.Object({
  code: Type.String(),
  type: StringEnum(COUPON_TYPES, { description: "'P' porcentaje, 'F' monto fijo en HNL" }),
  discountType: CouponDiscountType,
  discount: Type.Number(),
  remaining: Type.Integer(),
  expire: Type.String({ format: 'date-time' }),
  validProducts: Type.Array(Type.Integer(), { description: 'Productos a los que aplica; vacío = todos' }),
});
export type CouponView = Static<typeof CouponView>;
