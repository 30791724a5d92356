// Test data for the wish list's tests (contract types, so a fixture that drifts from the API
// fails to compile). Only tests import this file.
import type { Product, StoredAuth } from '@store/contracts';
import { buildUser } from '../../test/builders';

/** A catalog product as GET /customers/get-wish-list returns it. */
export function buildWishedProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 7;
  return {
    id,
    slug: `laptop-lenovo-ideapad-${String(id)}`,
    name: `Laptop Lenovo IdeaPad ${String(id)}`,
    sku: `LNV-${String(id)}`,
    description: 'Laptop de 15.6 pulgadas con 16 GB de RAM.',
    brand: { id: 7, name: 'Lenovo' },
    mainCategory: { id: 1, name: 'Laptops', slug: 'laptops' },
    price: { sale: 18999.5, regular: 18999.5 },
    stock: 12,
    mainImage: { alt: '', size350: `/images/products/${String(id)}?w=350&q=75`, srcSet: '' },
    coupon: null,
    group: 'COMPUTO',
    materialGroup: 'LAPTOPS',
    ...overrides,
  };
}

/** The logged-in customer 42 ('Ana Mejía') as the session slice holds it. */
export function loggedInSession(token = 'tok-1') {
  const user = buildUser();
  return { id: user.id, token, user };
}

/** `corp-auth` of customer 42, as a login in this or another tab leaves it. */
export function storedAuth(token = 'tok-1'): StoredAuth {
  return { user: buildUser(), token };
}
