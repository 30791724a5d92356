import type { OrderTracking } from '@store/contracts';

// Test data typed by the contract: a fixture that drifts from the API fails to compile.

export const ORDER_NUMBER = 'HN-7K3Q-X9PM-2AB4';
export const ORDER_EMAIL = 'comprador@ejemplo.hn';

/** A transfer order, paid, on its way to be shipped to Tegucigalpa. */
export function buildTracking(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return {
    number: ORDER_NUMBER,
    status: 'paid',
    statusLabel: 'Pagado',
    createdAt: '2026-02-14T16:10:00.000Z',
    subtotal: 18499,
    discount: 1849.9,
    shippingTotal: 150,
    tax: 2191.19,
    total: 16799.1,
    paymentMethod: 'transfer',
    paymentMethodLabel: 'Transferencia bancaria',
    shippingMethod: 'home',
    delivery: {
      method: 'home',
      methodLabel: 'Envío a domicilio',
      address: {
        firstname: 'Carlos',
        lastname: 'Reyes',
        address_1: 'Colonia Palmira, casa 12',
        address_2: 'Frente al parque',
        municipality: 'Distrito Central',
        department: 'Francisco Morazán',
      },
      store: null,
    },
    items: [
      {
        id: 17,
        slug: 'laptop-hp-probook-450-g10-i5',
        sku: 'HPLAP-00017',
        name: 'Laptop HP ProBook 450 G10 i5',
        qty: 1,
        price: 18499,
        sum: 18499,
        discount: 1849.9,
        mainImage: { alt: 'Laptop HP ProBook 450 G10 i5', size350: '/images/products/17?w=350&q=75' },
      },
    ],
    events: [
      {
        status: 'pending_payment',
        label: 'Pendiente de pago',
        note: 'Pedido recibido; pendiente de transferencia bancaria',
        date: '2026-02-14T16:10:00.000Z',
      },
      { status: 'paid', label: 'Pagado', note: 'Transferencia confirmada', date: '2026-02-15T15:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** The same order, delivered. */
export function buildDeliveredTracking(): OrderTracking {
  const tracking = buildTracking();
  return {
    ...tracking,
    status: 'delivered',
    statusLabel: 'Entregado',
    events: [
      ...tracking.events,
      {
        status: 'shipped',
        label: 'Enviado',
        note: 'Pedido enviado a Distrito Central',
        date: '2026-02-16T14:00:00.000Z',
      },
      { status: 'delivered', label: 'Entregado', note: 'Pedido entregado', date: '2026-02-18T17:30:00.000Z' },
    ],
  };
}
