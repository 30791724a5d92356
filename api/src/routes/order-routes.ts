import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CardPaymentStarted,
  CONTACT_MESSAGES,
  type ContactDetails,
  type ContactDetailsInput,
  CreateOrderBody,
  errorResponse,
  hasContact,
  IdempotencyKeyHeaders,
  IdParams,
  Order,
  OrderBillingBody,
  OrderCouponBody,
  type OrderLineInput,
  OrderShippingBody,
  OrderTokenHeaders,
  OrderTracking,
  PaymentResult,
  ShippingQuote,
  ShippingQuoteQuery,
  StorePayBody,
  TrackingBody,
  TransferBody,
  UpdateOrderBody,
  validateContactForm,
} from '@store/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { embedAttributionOf } from '../embed/embed-attribution.js';
import { addressKey } from '../http/address-key.js';
import { validationError } from '../http/errors.js';
import {
  chooseStorePay,
  chooseTransfer,
  prepareCardPayment,
  quoteShipping,
  saveShipping,
  setOrderCoupon,
  updateOrderDetails,
} from '../orders/order-checkout.js';
import { validateBilling, validateShipping } from '../orders/checkout-validation.js';
import { ORDER_NOT_FOUND, orderNotFound } from '../orders/order-errors.js';
import { placeOrder } from '../orders/order-placement.js';
import { findOrderRecord, loadOrderView, type OrderRecord } from '../orders/order-repository.js';
import { trackOrder } from '../orders/order-tracking.js';
import { paymentResultFor } from '../payments/payment-result.js';
import type { RouteDeps } from './route-deps.js';

const TAGS = ['Pedidos'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const orderResponses = { 200: Order, ...errors, 409: errorResponse, 422: errorResponse };

/** What every checkout step on one order shares: its id, the token header and the answers. */
const orderStepSchema = {
  tags: TAGS,
  params: IdParams,
  headers: OrderTokenHeaders,
  response: orderResponses,
};

/** The contact form of docs/business-rules.md#form-rules, or its 400 with every field's message. */
function validContact(body: ContactDetailsInput): ContactDetails {
  const validation = validateContactForm(body);
  if (!validation.ok) throw validationError(validation.fields);
  return validation.value;
}

/** Only `id` and `qty` of a cart line are read; price, sum, name... are the client's and ignored. */
const requestedLines = (lines: readonly OrderLineInput[]): OrderLineInput[] =>
  lines.map((line) => ({ id: line.id, qty: line.qty }));

export const orderRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (
  app,
  { db, ownership, gateway, checkout, limiter },
) => {
  // A `customer_id` in the body must be the token's customer (401 without token, 403 for
  // another); orders without it stay open to guests.
  const customerIdMatchesToken = ownership.customerScope({ bodyField: 'customer_id' });
  const checkCustomerIdIfSent: preHandlerAsyncHookHandler = async function (request, reply) {
    const body = request.body as { customer_id?: unknown } | undefined;
    if (typeof body?.customer_id === 'number') await customerIdMatchesToken.call(this, request, reply);
  };

  /** The order if this request may see it (owner's token or X-Order-Token); else the same 404. */
  async function accessibleOrder(request: FastifyRequest, id: number): Promise<OrderRecord> {
    const order = await findOrderRecord(db, id);
    if (!order) throw orderNotFound();
    await ownership.assertOrderAccess(request, order, ORDER_NOT_FOUND);
    return order;
  }

  async function view(id: number, options: { accessToken?: string } = {}): Promise<Order> {
    const order = await loadOrderView(db, id, options);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * A checkout step on one order: access is checked before anything runs (so a stranger learns
   * nothing, not even which fields are wrong), then the step, then the order as it now is.
   */
  async function orderStep(
    request: FastifyRequest,
    id: number,
    run: (orderId: number) => Promise<unknown>,
  ): Promise<Order> {
    await accessibleOrder(request, id);
    await run(id);
    return view(id);
  }

  app.post('/orders', {
    schema: {
      tags: TAGS,
      summary: 'Crear el pedido desde el carrito (reserva existencias y cuenta el uso del cupón)',
      description:
        'Precios, descuento, envío e ISV los calcula el servidor. Con `Idempotency-Key` la misma solicitud devuelve el primer pedido (200 + `Idempotent-Replay: true`); la misma clave con otra solicitud es 422. Desde el checkout incrustado, `X-Embed-Integrator` y `X-Embed-Origin` (los dos, el origen en la lista del integrador; si no, 400) atribuyen el pedido al integrador. Un cliente o un correo con demasiados pedidos sin pagar recibe 409 `TOO_MANY_OPEN_ORDERS`; si sus pedidos sin pagar sumarían más unidades o más valor que el máximo por cliente, 409 `UNPAID_HOLD_LIMIT`; demasiadas unidades sin pagar desde una dirección (IPv4, o el /64 de una IPv6), 409 `TOO_MANY_OPEN_ORDERS`; demasiados pedidos desde una dirección, 429 con `Retry-After`.',
      headers: IdempotencyKeyHeaders,
      body: CreateOrderBody,
      response: { ...orderResponses, 201: Order, 429: errorResponse },
    },
    preHandler: checkCustomerIdIfSent,
    handler: async (request, reply) => {
      // Every attempt counts against the client address (docs/security.md), before any work.
      const address = addressKey(request.ip);
      await limiter.take('orderCreatePerAddress', address);
      const { body } = request;
      const contact = hasContact(body) ? validContact(body) : null;
      const customer = await ownership.identify(request);
      // X-Embed-Integrator / X-Embed-Origin from the embeddable checkout's frame (docs/embedding.md).
      const embed = await embedAttributionOf(db, request);
      const key = request.headers['idempotency-key'];
      const placed = await placeOrder(
        db,
        {
          lines: requestedLines(body.products),
          contact,
          couponCode: body.coupon?.trim() || null,
          customerId: customer?.id ?? null,
          idempotencyKey: key ?? null,
          clientAddress: address,
          embed,
        },
        checkout,
      );
      const order = await view(placed.orderId, { accessToken: placed.accessToken });
      if (placed.replay) {
        // A retry of a purchase already placed holds nothing new: it does not use up the limit.
        await limiter.giveBack('orderCreatePerAddress', address);
        void reply.header('Idempotent-Replay', 'true');
      }
      return reply.status(placed.replay ? 200 : 201).send(order);
    },
  });

  app.get('/orders/:id', {
    schema: {
      tags: TAGS,
      summary: 'Ver un pedido (dueño o X-Order-Token)',
      params: IdParams,
      headers: OrderTokenHeaders,
      response: { 200: Order, ...errors },
    },
    handler: async (request) => {
      await accessibleOrder(request, request.params.id);
      return view(request.params.id);
    },
  });

  app.put('/orders/:id', {
    schema: {
      ...orderStepSchema,
      summary: 'Guardar los datos de contacto y/o cambiar los productos del pedido',
      description:
        'Sin `products` se validan los datos de contacto (mensajes de la sección 5). Con `products` las líneas se vuelven a precificar y reservar en una sola transacción. Un cambio que llevaría los pedidos sin pagar del cliente más allá del máximo de unidades o de valor: 409 `UNPAID_HOLD_LIMIT`, y el pedido queda como estaba.',
      body: UpdateOrderBody,
    },
    preHandler: checkCustomerIdIfSent,
    handler: (request) =>
      orderStep(request, request.params.id, async (id) => {
        const { body } = request;
        // Without products the body is the contact step, so the whole form is required.
        const contact = hasContact(body) || !body.products ? validContact(body) : null;
        const customer = await ownership.identify(request);
        await updateOrderDetails(db, checkout, id, {
          contact,
          lines: body.products ? requestedLines(body.products) : null,
          bindCustomerId: customer?.id ?? null,
        });
      }),
  });

  app.get('/orders/:id/calculate-shipping', {
    schema: {
      tags: TAGS,
      summary: 'Cotizar el envío del pedido a una zona (no cambia el pedido)',
      description: "shipping_method 'home' (zona o municipio) o 'store' (retiro en tienda, sin costo).",
      params: IdParams,
      querystring: ShippingQuoteQuery,
      headers: OrderTokenHeaders,
      response: { 200: ShippingQuote, ...errors },
    },
    handler: async (request) => {
      // The schema's default fills in 'home'; the type keeps it optional for clients.
      const { shipping_zone_id: zoneId, place_id: placeId, shipping_method: method = 'home' } = request.query;
      await accessibleOrder(request, request.params.id);
      if (method === 'home' && zoneId === undefined && placeId === undefined)
        throw validationError({ shipping_zone_id: CONTACT_MESSAGES.required });
      return quoteShipping(db, request.params.id, {
        method,
        zoneId: zoneId ?? null,
        placeId: placeId ?? null,
      });
    },
  });

  app.put('/orders/:id/shipping', {
    schema: {
      ...orderStepSchema,
      summary: 'Guardar el envío: a domicilio (municipio o zona) o retiro en tienda',
      body: OrderShippingBody,
    },
    handler: (request) =>
      orderStep(request, request.params.id, (id) =>
        saveShipping(db, checkout, id, validateShipping(request.body)),
      ),
  });

  app.put('/orders/:id/coupon', {
    schema: {
      ...orderStepSchema,
      summary: 'Aplicar un cupón al pedido (uno por pedido; reemplaza al anterior)',
      body: OrderCouponBody,
    },
    handler: (request) =>
      orderStep(request, request.params.id, (id) =>
        setOrderCoupon(db, checkout, id, request.body.code.trim()),
      ),
  });

  app.delete('/orders/:id/coupon', {
    schema: { ...orderStepSchema, summary: 'Quitar el cupón del pedido (su uso se devuelve)' },
    handler: (request) =>
      orderStep(request, request.params.id, (id) => setOrderCoupon(db, checkout, id, null)),
  });

  app.put('/orders/:id/billing', {
    schema: {
      tags: TAGS,
      summary: 'Pago con tarjeta: valida la tarjeta y firma el formulario de la pasarela',
      description:
        'Solo se guardan los últimos cuatro dígitos y el nombre del titular. El navegador agrega número, vencimiento y CVC a `processorData` y envía el formulario a `processorData.url`.',
      params: IdParams,
      headers: OrderTokenHeaders,
      body: OrderBillingBody,
      response: { ...orderResponses, 200: CardPaymentStarted },
    },
    handler: async (request) => {
      await accessibleOrder(request, request.params.id);
      const card = validateBilling(request.body);
      const signed = await prepareCardPayment(db, checkout, gateway, request.params.id, card);
      const order = await view(request.params.id);
      return {
        processorData: {
          hash: signed.hash,
          time: signed.time,
          orderId: signed.orderId,
          amount: signed.amount,
          key: gateway.keyId,
          processor: gateway.processor,
          url: gateway.url,
          firstname: order.firstname,
          lastname: order.lastname,
          email: order.email,
          ip: request.ip,
        },
        order,
      };
    },
  });

  app.put('/orders/:id/transfer', {
    schema: {
      ...orderStepSchema,
      summary: 'Pagar por transferencia: el pedido queda pendiente de pago con instrucciones',
      body: TransferBody,
    },
    handler: (request) =>
      orderStep(request, request.params.id, (id) =>
        chooseTransfer(db, checkout, id, request.body?.bank ?? null),
      ),
  });

  app.put('/orders/:id/storepay', {
    schema: {
      ...orderStepSchema,
      summary: 'Pagar en tienda: el pedido queda pendiente de pago con instrucciones',
      body: StorePayBody,
    },
    handler: (request) =>
      orderStep(request, request.params.id, (id) => chooseStorePay(db, checkout, id, request.body.store_id)),
  });

  app.get('/orders/tp/:id', {
    schema: {
      tags: TAGS,
      summary: 'Resultado del pago con tarjeta (página de finalización)',
      params: IdParams,
      headers: OrderTokenHeaders,
      response: { 200: PaymentResult, ...errors },
    },
    handler: async (request): Promise<PaymentResult> =>
      paymentResultFor(db, await accessibleOrder(request, request.params.id)),
  });

  app.post('/orders/tracking', {
    schema: {
      tags: TAGS,
      summary: "Seguimiento 'Mi Pedido' por número de pedido y correo",
      description:
        'Estado e historial, productos, totales, forma de pago y entrega (dirección sin teléfono, o la tienda de retiro). Un número y correo que no coinciden: el mismo 404 sea cual sea la parte equivocada. Límite de consultas sin resultado por dirección del cliente (docs/security.md); al superarlo, 429 con Retry-After.',
      body: TrackingBody,
      response: { 200: OrderTracking, 400: errorResponse, 404: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      // Every lookup counts until it finds its order (guessing numbers for an e-mail: issue 10,
      // defect 9); a found one is given back, so shoppers sharing an address (CGNAT) do not use
      // up each other's lookups (issue 33). Over the limit even a right pair is refused: no oracle.
      const address = addressKey(request.ip);
      await limiter.take('trackingPerAddress', address);
      const tracking = await trackOrder(db, request.body.number, request.body.email);
      await limiter.giveBack('trackingPerAddress', address);
      return tracking;
    },
  });
};
