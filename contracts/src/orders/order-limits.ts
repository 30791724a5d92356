/**
 * What one order may carry: units of one product and distinct products. A shop sells a shopper
 * a handful of each product; larger quantities are for the sales desk (the contact form).
 * The bounds keep one anonymous request from holding a whole shelf (api/docs/orders.md); the
 * order schemas (`maximum`, `maxItems`) and the cart (mf-cart-checkout, which clamps its
 * quantities) read the same numbers. A module of its own, with no schema, so the cart's bundle
 * takes only these constants.
 */
export const ORDER_LIMITS = { maxUnitsPerLine: 10, maxLines: 20 } as const;

/**
 * The API's message when a product listed more than once adds up past the limit (a single line
 * past it, or too many lines, is refused by the schema with its generic messages).
 */
export const ORDER_LIMIT_MESSAGES = {
  unitsPerLine: `Máximo ${String(ORDER_LIMITS.maxUnitsPerLine)} unidades por producto`,
} as const;
