import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from '@store/shared-kernel';
import type {
  CheckoutFailure,
  CheckoutOrder,
  ContactValues,
  OrderLine,
  Place,
  ShippingQuote,
} from './checkout-types';

/** A cart line as `POST`/`PUT /orders` reads it: the server prices it, so only id and qty go. */
export interface RequestedLine {
  id: number;
  qty: number;
}

export type CreateOrderBody = ContactValues & { products: RequestedLine[]; coupon?: string };
export type UpdateOrderBody = ContactValues & { products: RequestedLine[] };

export interface HomeShippingBody {
  shipping_method: 'home';
  place_id: number;
  address_1: string;
  address_2: string;
}

/** Where a quote is asked for: the municipality's shipping zone, or the place when it has none. */
export type QuoteTarget = { zoneId: number } | { placeId: number };

/**
 * Money may come as text from older servers (the spec says the shipping response's total is
 * "parsed to a number"); anything unreadable counts as 0 rather than NaN on screen.
 */
export function toAmount(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

type RawOrder = Partial<Record<keyof CheckoutOrder, unknown>> & { id: number; accessToken?: unknown };

/** `POST /orders` answers the order plus the token that opens it without a session. */
export interface CreatedOrder {
  order: CheckoutOrder;
  accessToken: string | null;
}

function normaliseLine(raw: Partial<Record<keyof OrderLine, unknown>>): OrderLine {
  return {
    id: toAmount(raw.id),
    slug: asText(raw.slug),
    sku: asText(raw.sku),
    name: asText(raw.name),
    qty: toAmount(raw.qty),
    price: toAmount(raw.price),
    sum: toAmount(raw.sum),
    discount: toAmount(raw.discount),
  };
}

/** The server's order with every amount as a number and contact fields as text. */
export function normaliseOrder(raw: RawOrder): CheckoutOrder {
  const coupon = raw.coupon as { code?: unknown; amount?: unknown } | null | undefined;
  return {
    id: raw.id,
    number: asText(raw.number),
    status: asText(raw.status),
    statusLabel: asText(raw.statusLabel),
    step: toAmount(raw.step),
    paymentMethod: asText(raw.paymentMethod) || 'credit-card',
    email: asText(raw.email),
    firstname: asText(raw.firstname),
    lastname: asText(raw.lastname),
    telephone: asText(raw.telephone),
    fax: asText(raw.fax),
    custom_field: asText(raw.custom_field),
    products: Array.isArray(raw.products)
      ? (raw.products as Partial<Record<keyof OrderLine, unknown>>[]).map(normaliseLine)
      : [],
    coupon: coupon ? { code: asText(coupon.code), amount: toAmount(coupon.amount) } : null,
    subtotal: toAmount(raw.subtotal),
    discount: toAmount(raw.discount),
    shippingTotal: toAmount(raw.shippingTotal),
    shippingMethod: typeof raw.shippingMethod === 'string' ? raw.shippingMethod : null,
    shippingZoneId: typeof raw.shippingZoneId === 'number' ? raw.shippingZoneId : null,
    shippingAddress: (raw.shippingAddress as CheckoutOrder['shippingAddress'] | undefined) ?? null,
    tax: toAmount(raw.tax),
    total: toAmount(raw.total),
  };
}

/** Spec section 8: the server's message where present, else the status text (ApiError does both). */
export function toFailure(error: unknown): CheckoutFailure {
  if (error instanceof ApiError) {
    return error.fields
      ? { message: error.message, status: error.status, fields: error.fields }
      : { message: error.message, status: error.status };
  }
  return {
    message: error instanceof Error && error.message ? error.message : NETWORK_ERROR_MESSAGE,
    status: 0,
  };
}

/**
 * Every `/orders/{id}…` call is allowed to the owner's session (apiRequest adds the bearer
 * token of `auth-changed`) or to whoever holds the order's access token (doc: `X-Order-Token`).
 */
function orderHeaders(accessToken: string | null): Record<string, string> {
  return accessToken ? { 'X-Order-Token': accessToken } : {};
}

export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreatedOrder> {
  const raw = await apiRequest<RawOrder>('/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return {
    order: normaliseOrder(raw),
    accessToken: typeof raw.accessToken === 'string' ? raw.accessToken : null,
  };
}

export async function updateOrder(
  id: number,
  accessToken: string | null,
  body: UpdateOrderBody,
): Promise<CheckoutOrder> {
  const raw = await apiRequest<RawOrder>(`/orders/${String(id)}`, {
    method: 'PUT',
    body,
    headers: orderHeaders(accessToken),
  });
  return normaliseOrder(raw);
}

export async function fetchOrder(id: number, accessToken: string | null): Promise<CheckoutOrder> {
  const raw = await apiRequest<RawOrder>(`/orders/${String(id)}`, { headers: orderHeaders(accessToken) });
  return normaliseOrder(raw);
}

export async function fetchShippingQuote(
  id: number,
  accessToken: string | null,
  target: QuoteTarget,
  signal?: AbortSignal,
): Promise<ShippingQuote> {
  const raw = await apiRequest<Partial<Record<keyof ShippingQuote, unknown>>>(
    `/orders/${String(id)}/calculate-shipping`,
    {
      query: {
        ...('zoneId' in target ? { shipping_zone_id: target.zoneId } : { place_id: target.placeId }),
        shipping_method: 'home',
      },
      headers: orderHeaders(accessToken),
      signal,
    },
  );
  return {
    shippingZoneId: typeof raw.shippingZoneId === 'number' ? raw.shippingZoneId : null,
    shippingMethod: asText(raw.shippingMethod),
    shippingTotal: toAmount(raw.shippingTotal),
    deliveryDays: toAmount(raw.deliveryDays),
    subtotal: toAmount(raw.subtotal),
    discount: toAmount(raw.discount),
    total: toAmount(raw.total),
  };
}

export async function saveOrderShipping(
  id: number,
  accessToken: string | null,
  body: HomeShippingBody,
): Promise<CheckoutOrder> {
  const raw = await apiRequest<RawOrder>(`/orders/${String(id)}/shipping`, {
    method: 'PUT',
    body,
    headers: orderHeaders(accessToken),
  });
  return normaliseOrder(raw);
}

/**
 * `GET /places`: without filters the countries, with `country_id` that country's departments,
 * with `parent_zone_id` too a department's municipalities. Only active places (`status` 1).
 */
export function fetchPlaces(
  filter: { countryId?: number; parentZoneId?: number },
  signal?: AbortSignal,
): Promise<Place[]> {
  return apiRequest<Place[]>('/places', {
    query: {
      'filter[status]': 1,
      'filter[country_id]': filter.countryId,
      'filter[parent_zone_id]': filter.parentZoneId,
    },
    signal,
  });
}

/** The logged-in shopper's profile, to prefill the contact form (`GET /customers/{id}`). */
export function fetchCustomer(customerId: number, signal?: AbortSignal): Promise<Partial<ContactValues>> {
  return apiRequest<Partial<ContactValues>>(`/customers/${String(customerId)}`, { signal });
}
