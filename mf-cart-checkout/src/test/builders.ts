import type { CouponView, Product } from '@store/contracts';
import type { CartProductSnapshot, ProductCouponSnapshot } from '@store/app-kit';
import type { CartItem } from '../features/cart/cart-item';

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

export function buildCoupon(overrides: Partial<ProductCouponSnapshot> = {}): ProductCouponSnapshot {
  return { code: 'TECNO10', type: 'P', discount: 10, remaining: 5, expire: inAMonth(), ...overrides };
}

/** A coupon as `GET /coupons/{code}` answers it: store-wide 10 % by default (the seed's BIENVENIDO10). */
export function buildCouponView(overrides: Partial<CouponView> = {}): CouponView {
  const type = overrides.type ?? 'P';
  return {
    code: 'BIENVENIDO10',
    type,
    discountType: type === 'P' ? 'percent' : 'fixed',
    discount: 10,
    remaining: 1000,
    expire: inAMonth(),
    validProducts: [],
    ...overrides,
  };
}

export function buildSnapshot(overrides: Partial<CartProductSnapshot> = {}): CartProductSnapshot {
  return {
    id: 101,
    slug: 'laptop-hp-15',
    name: 'Laptop HP 15',
    sku: 'HP-15-001',
    price: 15999.5,
    stock: 8,
    image: 'http://img.test/hp-15-350.jpg',
    brandName: 'HP',
    categoryName: 'Laptops',
    group: null,
    materialGroup: null,
    ...overrides,
  };
}

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const price = overrides.price ?? 1250;
  const qty = overrides.qty ?? 1;
  return {
    id: 202,
    slug: 'mouse-logitech-m170',
    name: 'Mouse Logitech M170',
    sku: 'LOG-M170',
    qty,
    price,
    sum: Math.round(price * qty * 100) / 100,
    stock: 20,
    mainImage: { size350: 'http://img.test/m170-350.jpg' },
    brand: { name: 'Logitech' },
    mainCategory: { name: 'Accesorios de cómputo' },
    ...overrides,
  };
}

/** A product as `GET /products/{id}` answers it (the cart re-reads price and stock from it). */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 202;
  return {
    id,
    slug: 'mouse-logitech-m170',
    name: 'Mouse Logitech M170',
    sku: 'LOG-M170',
    description: 'Mouse inalámbrico',
    brand: { id: 3, name: 'Logitech' },
    mainCategory: { id: 7, name: 'Accesorios de cómputo', slug: 'accesorios' },
    price: { sale: 1250, regular: 1400 },
    stock: 20,
    mainImage: {
      alt: 'Mouse Logitech M170',
      size350: `/images/products/${String(id)}?w=350&q=75`,
      srcSet: '',
    },
    coupon: null,
    group: 'ACCESORIOS',
    materialGroup: 'ACC',
    ...overrides,
  };
}
