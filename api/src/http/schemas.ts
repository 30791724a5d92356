/**
 * Transitional: the shared schemas now live in @store/contracts. Route files still importing
 * these names are being moved to the contracts package one area at a time; this file goes when
 * the last one has moved.
 */
export {
  errorResponse,
  IdParams as idParams,
  SlugParams as slugParams,
  SuccessResponse as successResponse,
  CreatedResponse as createdResponse,
  BrandRef as brandRefSchema,
  CategoryRef as categoryRefSchema,
  ProductPrice as productPriceSchema,
  ProductImage as productImageSchema,
  ProductCoupon as productCouponSchema,
  ExpandParam as expandParam,
} from '@store/contracts';

/** Plain copy of `DbId` for the not yet moved `as const` schemas (TypeBox types do not nest in them). */
export const dbId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
