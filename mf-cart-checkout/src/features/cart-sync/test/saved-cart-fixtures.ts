import type { Customer, SavedCartItem } from '@store/contracts';

/** A line of the customer's saved cart as `GET /customers/{id}?expand=cart` answers it. */
export function buildSavedCartItem(overrides: Partial<SavedCartItem> = {}): SavedCartItem {
  const id = overrides.id ?? 303;
  const price = overrides.price ?? 4599;
  const qty = overrides.qty ?? 1;
  return {
    id,
    slug: 'tablet-samsung-a9',
    name: 'Tablet Samsung Galaxy A9',
    sku: 'SAM-A9-64',
    qty,
    price,
    regularPrice: price,
    sum: Math.round(price * qty * 100) / 100,
    stock: 12,
    mainImage: {
      alt: 'Tablet Samsung Galaxy A9',
      size350: `/images/products/${String(id)}?w=350&q=75`,
      srcSet: '',
    },
    brand: { id: 9, name: 'Samsung' },
    mainCategory: { id: 4, name: 'Tablets', slug: 'tablets' },
    coupon: null,
    group: 'TABLETS',
    materialGroup: 'TAB',
    ...overrides,
  };
}

/** The customer as `GET /customers/{id}?expand=cart` answers, with these saved lines. */
export function buildCustomerWithCart(customerId: number, items: SavedCartItem[]): Customer {
  return {
    id: customerId,
    firstname: 'Ana',
    lastname: 'Reyes',
    email: `cliente${String(customerId)}@ejemplo.hn`,
    username: `cliente${String(customerId)}@ejemplo.hn`,
    telephone: '9988-7766',
    fax: '2233-4455',
    custom_field: '0801-1990-12345',
    cart: {
      customer_id: customerId,
      items,
      count: items.reduce((count, item) => count + item.qty, 0),
      subtotal: items.reduce((total, item) => total + item.sum, 0),
    },
  };
}
