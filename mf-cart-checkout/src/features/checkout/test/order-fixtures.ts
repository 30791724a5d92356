import type {
  CardPaymentStarted,
  Order,
  OrderCoupon,
  PaymentInstructions,
  PaymentResult,
  Place,
  ShippingQuote,
  Store,
} from '@store/contracts';
import type { MockHandler } from '@store/app-kit/testing';
import { buildCartItem } from '../../../test/builders';
import type { CartItem } from '../../cart';
import { CHECKOUT_SESSION_KEY } from '../checkout-session';
import type { CheckoutSession } from '../checkout-session';
import type { ContactValues } from '../checkout-types';

// The checkout's data as the API and the tab's storage hold it; nothing here renders.

export const VALID_CONTACT: ContactValues = {
  custom_field: '0801-1990-54321',
  firstname: 'Carlos',
  lastname: 'Reyes',
  email: 'comprador@ejemplo.hn',
  telephone: '9988-7766',
  fax: '2233-4455',
};

export const CART_ITEMS: CartItem[] = [
  buildCartItem({
    id: 17,
    name: 'Laptop HP ProBook 450',
    slug: 'laptop-hp-probook-450',
    price: 18499,
    qty: 1,
  }),
  buildCartItem({ id: 202, name: 'Mouse Logitech M170', price: 250, qty: 2 }),
];

/** An order as the API answers it (api/docs/orders.md), contact saved. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 123,
    number: 'HN-000123',
    status: 'pending',
    statusLabel: 'En proceso de compra',
    step: 1,
    paymentMethod: 'credit-card',
    ...VALID_CONTACT,
    customerId: null,
    products: [
      {
        id: 17,
        slug: 'laptop-hp-probook-450',
        sku: 'HP-1',
        name: 'Laptop HP ProBook 450',
        qty: 1,
        price: 18499,
        sum: 18499,
        discount: 0,
        mainImage: { alt: '', size350: '' },
      },
      {
        id: 202,
        slug: 'mouse-logitech-m170',
        sku: 'LOG-M170',
        name: 'Mouse Logitech M170',
        qty: 2,
        price: 250,
        sum: 500,
        discount: 0,
        mainImage: { alt: '', size350: '' },
      },
    ],
    coupon: null,
    subtotal: 18999,
    discount: 0,
    shippingTotal: 0,
    shippingMethod: 'home',
    shippingZoneId: null,
    shippingAddress: null,
    storeId: null,
    billing: null,
    tax: 2478.13,
    total: 18999,
    reservedUntil: '2026-02-14T16:45:00.000Z',
    createdAt: '2026-02-14T16:10:00.000Z',
    updatedAt: '2026-02-14T16:15:00.000Z',
    ...overrides,
  };
}

/** The same order after `PUT /orders/{id}/shipping` to Distrito Central. */
export function buildShippedOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    step: 2,
    shippingTotal: 100,
    shippingZoneId: 1,
    shippingAddress: {
      firstname: 'Carlos',
      lastname: 'Reyes',
      telephone: '9988-7766',
      address_1: 'Colonia Palmira, casa 12',
      address_2: 'Frente al parque',
      place_id: 129,
      municipality: 'Distrito Central',
      department: 'Francisco Morazán',
      zone: 'Distrito Central (Tegucigalpa y Comayagüela)',
    },
    tax: 2491.17,
    total: 19099,
    ...overrides,
  });
}

/** The deadline the fixtures' held orders carry: 16 Feb 2026, 10:20 in Honduras. */
export const HOLD_DEADLINE = '2026-02-16T16:20:00.000Z';

/** What the API answers for a transfer to BAC on the fixtures' order. */
export const TRANSFER_INSTRUCTIONS: PaymentInstructions = {
  method: 'transfer',
  amount: 19099,
  currency: 'HNL',
  reference: 'HN-000123',
  deadline: HOLD_DEADLINE,
  beneficiary: { name: 'Tecnología HN, S. de R.L.', rtn: '08019021345678' },
  accounts: [
    {
      bank: 'bac',
      bankName: 'BAC Credomatic',
      accountType: 'Cuenta corriente',
      accountNumber: '730-456-789',
      currency: 'HNL',
    },
  ],
  store: null,
  steps: [
    'Transfiere o deposita L 19,099.00 a nombre de Tecnología HN, S. de R.L.',
    'Escribe HN-000123 como referencia.',
  ],
};

/** `PUT /orders/{id}/transfer`: waiting for the transfer (48 h hold), with its instructions. */
export function buildTransferOrder(overrides: Partial<Order> = {}): Order {
  return buildShippedOrder({
    status: 'pending_payment',
    statusLabel: 'Pendiente de pago',
    step: 3,
    paymentMethod: 'transfer',
    reservedUntil: HOLD_DEADLINE,
    instructions: TRANSFER_INSTRUCTIONS,
    ...overrides,
  });
}

/** `GET /stores?pickup=1`: two stores that take payments. */
export const PAYMENT_STORES: Store[] = [
  {
    id: 1,
    slug: 'tegucigalpa-centro',
    name: 'Tienda Tegucigalpa Centro',
    address: 'Boulevard Morazán, Tegucigalpa',
    phone: '2234-5678',
    email: 'tegucigalpa@tecnologiahn.hn',
    hours: 'Lunes a sábado de 9:00 a 18:00',
    latitude: null,
    longitude: null,
    pickup: true,
    place: null,
  },
  {
    id: 2,
    slug: 'san-pedro-sula',
    name: 'Tienda San Pedro Sula',
    address: 'Avenida Circunvalación, San Pedro Sula',
    phone: '2550-1234',
    email: 'sps@tecnologiahn.hn',
    hours: 'Lunes a viernes de 8:00 a 17:00',
    latitude: null,
    longitude: null,
    pickup: true,
    place: null,
  },
];

/** `PUT /orders/{id}/storepay` at San Pedro Sula. */
export function buildStorePayOrder(): Order {
  const store = PAYMENT_STORES[1];
  if (!store) throw new Error('fixture');
  return buildTransferOrder({
    paymentMethod: 'store-pay',
    instructions: {
      ...TRANSFER_INSTRUCTIONS,
      method: 'store-pay',
      accounts: [],
      store: {
        id: store.id,
        name: store.name,
        address: store.address,
        phone: store.phone,
        hours: store.hours,
      },
      steps: ['Visita Tienda San Pedro Sula.', 'Indica el pedido HN-000123 en caja.'],
    },
  });
}

/** The order just created: `POST /orders` adds the token that opens it without a session. */
export function buildCreatedOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({ accessToken: 'tok-123', ...overrides });
}

/** The store-wide coupon of the seed, applied to the laptop. */
export const WELCOME_COUPON: OrderCoupon = {
  code: 'BIENVENIDO10',
  type: 'P',
  discountType: 'percent',
  discount: 10,
  amount: 1849.9,
  validProducts: [],
};

/** `GET /orders/{id}/calculate-shipping` for home delivery. */
export function buildQuote(overrides: Partial<ShippingQuote> = {}): ShippingQuote {
  const shippingTotal = overrides.shippingTotal ?? 100;
  return {
    shippingZoneId: 1,
    shippingMethod: 'home',
    shippingTotal,
    deliveryDays: 2,
    subtotal: 18999,
    discount: 0,
    total: 18999 + shippingTotal,
    ...overrides,
  };
}

function place(id: number, name: string, kind: Place['kind'], extra: Partial<Place> = {}): Place {
  return {
    id,
    name,
    kind,
    code: '',
    status: 1,
    country_id: 1,
    parent_zone_id: null,
    shipping_zone_id: null,
    shippingZone: null,
    ...extra,
  };
}

export const COUNTRIES = [place(1, 'Honduras', 'country', { code: 'HN', country_id: null })];
export const DEPARTMENTS = [
  place(5, 'Cortés', 'department', { code: '05', shipping_zone_id: 4 }),
  place(9, 'Francisco Morazán', 'department', { code: '08', shipping_zone_id: 3 }),
];
export const MUNICIPALITIES: Record<string, Place[]> = {
  '9': [
    place(129, 'Distrito Central', 'municipality', { code: '0801', parent_zone_id: 9, shipping_zone_id: 1 }),
    place(135, 'Valle de Ángeles', 'municipality', { code: '0819', parent_zone_id: 9, shipping_zone_id: 3 }),
  ],
  '5': [
    place(70, 'San Pedro Sula', 'municipality', { code: '0501', parent_zone_id: 5, shipping_zone_id: 2 }),
  ],
};

/** `GET /places` answering countries, departments or municipalities by its filters. */
export const placesHandler: MockHandler = ({ url }) => {
  const parent = url.searchParams.get('filter[parent_zone_id]');
  if (parent) return { body: MUNICIPALITIES[parent] ?? [] };
  if (url.searchParams.get('filter[country_id]')) return { body: DEPARTMENTS };
  return { body: COUNTRIES };
};

/** Every request a handler saw, with the headers mockFetch does not record. */
export interface SeenRequest {
  url: URL;
  body: unknown;
  headers: Headers;
}

export function recording(seen: SeenRequest[], answer: MockHandler): MockHandler {
  return (request) => {
    seen.push({ url: request.url, body: request.body, headers: request.headers });
    return answer(request);
  };
}

export function startCheckoutSession(session: CheckoutSession): void {
  sessionStorage.setItem(CHECKOUT_SESSION_KEY, JSON.stringify(session));
}

export function storedSession(): unknown {
  const raw = sessionStorage.getItem(CHECKOUT_SESSION_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The card the sandbox approves, as typed into 'F. Pago' (api/docs/orders.md). */
export const APPROVED_CARD = {
  number: '4111 1111 1111 1111',
  name: 'CARLOS REYES',
  expiry: '1230',
  cvc: '123',
};

/** `PUT /orders/{id}/billing`: the gateway's signed fields and the order at step 3. */
export function buildCardPaymentStarted(): CardPaymentStarted {
  return {
    processorData: {
      hash: '5d41402abc4b2a76b9719d911017c592',
      time: 1771085700,
      orderId: 123,
      amount: '19099.00',
      key: 'sandbox-key-001',
      processor: 'sandbox',
      url: 'http://localhost:4000/gateway/sandbox/transact',
      firstname: 'Carlos',
      lastname: 'Reyes',
      email: 'comprador@ejemplo.hn',
      ip: '127.0.0.1',
    },
    order: buildShippedOrder({ step: 3 }),
  };
}

/** `POST /gateway/response` / `GET /orders/tp/{id}`: approved by default. */
export function buildPaymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return {
    orderId: 123,
    number: 'HN-000123',
    status: 'paid',
    statusLabel: 'Pagado',
    paymentMethod: 'credit-card',
    total: 19099,
    payment: {
      status: 'approved',
      responseText: 'Transacción aprobada',
      last4: '1111',
      authCode: '482913',
      amount: 19099,
      processor: 'sandbox',
      updatedAt: '2026-02-14T16:16:02.000Z',
    },
    ...overrides,
  };
}

/** The gateway's answer for the sandbox's declined card: the order stays in the checkout. */
export function buildDeclinedPaymentResult(): PaymentResult {
  return buildPaymentResult({
    status: 'pending',
    statusLabel: 'En proceso de compra',
    payment: {
      status: 'declined',
      responseText: 'Tarjeta rechazada',
      last4: '0002',
      authCode: null,
      amount: 19099,
      processor: 'sandbox',
      updatedAt: '2026-02-14T16:16:02.000Z',
    },
  });
}
