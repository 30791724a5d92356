// Test data for the purchases pages (imported by their tests only): API answers with overrides.
import type { Product, Purchase, PurchaseItem } from '@store/contracts';

export function buildPurchaseItem(overrides: Partial<PurchaseItem> = {}): PurchaseItem {
  return {
    productId: 31,
    slug: 'laptop-hp-15',
    sku: 'LAP-HP-15',
    name: 'Laptop HP 15',
    qty: 1,
    unitPrice: 18500,
    discount: 0,
    lineTotal: 18500,
    ...overrides,
  };
}

/** A purchase as `GET /customers/get-compras/{id}` and `GET /customers/{id}/purchases/{orderId}` send it. */
export function buildPurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 501,
    number: 'HN-7K3Q-X9PM-2AB4',
    status: 'delivered',
    statusLabel: 'Entregado',
    paymentMethod: 'credit-card',
    paymentMethodLabel: 'Tarjeta de crédito o débito',
    creditOrderId: null,
    createdAt: '2026-01-20T16:00:00.000Z',
    subtotal: 21000,
    discountTotal: 0,
    shippingTotal: 150,
    taxTotal: 2758.7,
    total: 21150,
    items: [
      buildPurchaseItem(),
      buildPurchaseItem({
        productId: 44,
        slug: 'mouse-logitech-m170',
        sku: 'LOG-M170',
        name: 'Mouse Logitech M170',
        qty: 2,
        unitPrice: 1250,
        lineTotal: 2500,
      }),
    ],
    delivery: {
      method: 'home',
      methodLabel: 'Envío a domicilio',
      address: {
        firstname: 'Ana',
        lastname: 'Mejía',
        telephone: '9988-7766',
        address_1: 'Col. Palmira, casa 512',
        address_2: 'Frente al parque',
        place_id: 12,
        municipality: 'Distrito Central',
        department: 'Francisco Morazán',
        zone: 'Zona centro',
      },
      store: null,
    },
    history: [
      {
        status: 'pending',
        label: 'En proceso de compra',
        note: 'Pedido recibido',
        date: '2026-01-20T16:00:00.000Z',
      },
      { status: 'paid', label: 'Pagado', note: 'Pago aprobado', date: '2026-01-20T16:06:00.000Z' },
      { status: 'delivered', label: 'Entregado', note: 'Pedido entregado', date: '2026-01-23T20:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** A product as `GET /products/{id}` sends it (what 'Comprar de nuevo' reads). */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 31;
  return {
    id,
    slug: 'laptop-hp-15',
    name: 'Laptop HP 15',
    sku: 'LAP-HP-15',
    description: 'Laptop de 15 pulgadas',
    brand: { id: 2, name: 'HP' },
    mainCategory: { id: 1, name: 'Laptops', slug: 'laptops' },
    price: { sale: 18900, regular: 19900 },
    stock: 8,
    mainImage: { alt: 'Laptop HP 15', size350: `/images/products/${String(id)}?w=350&q=75`, srcSet: '' },
    coupon: null,
    group: 'COMPUTO',
    materialGroup: 'MG-LAPTOP',
    ...overrides,
  };
}
