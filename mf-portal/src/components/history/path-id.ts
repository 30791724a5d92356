/**
 * The id in a detail page's path (`/portal/contratos/:contractId`, `/portal/compras/:orderId`)
 * when it is worth asking the API for: a positive integer within PostgreSQL's `integer`, like
 * the API's `DbId`. Anything else (a typo, a hand-edited link) is "not found" without a call.
 */
export function idFromPath(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2147483647 ? id : null;
}
