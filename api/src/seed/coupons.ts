import type { Queryable } from '../db/db.js';

/**
 * Store-wide coupons the shopper types at checkout (the product coupons come with the
 * catalog). Fixed dates keep the seed deterministic; every case of the cart has data:
 * valid percent and fixed, limited to some products, expired, exhausted and one with exactly
 * five uses left (the concurrency demo of docs/orders.md).
 */
interface StoreCoupon {
  code: string;
  type: 'P' | 'F';
  discount: number;
  remaining: number;
  expire: string;
  description: string;
  /** Category slugs whose products it is limited to; none = every product. */
  categories?: readonly string[];
}

export const STORE_COUPONS: readonly StoreCoupon[] = [
  {
    code: 'BIENVENIDO10',
    type: 'P',
    discount: 10,
    remaining: 1000,
    expire: '2027-12-31T23:59:59-06:00',
    description: '10 % de descuento en el producto de mayor precio de tu primera compra',
  },
  {
    code: 'LAPTOP500',
    type: 'F',
    discount: 500,
    remaining: 150,
    // A day before the product coupons' date, so a laptop's own coupon stays the one its page shows.
    expire: '2027-12-30T23:59:59-06:00',
    description: 'L 500.00 de descuento en laptops',
    categories: ['laptops'],
  },
  {
    code: 'IMPRESORAS250',
    type: 'F',
    discount: 250,
    remaining: 80,
    expire: '2027-12-30T23:59:59-06:00',
    description: 'L 250.00 de descuento en impresoras multifuncionales y tintas',
    categories: ['impresoras-multifuncionales', 'tintas'],
  },
  {
    code: 'FERIADOMORAZANICO',
    type: 'P',
    discount: 15,
    remaining: 300,
    expire: '2024-10-06T23:59:59-06:00',
    description: 'Promoción del Feriado Morazánico 2024 (vencida)',
  },
  {
    code: 'HOTSALE2025',
    type: 'F',
    discount: 300,
    remaining: 0,
    expire: '2027-12-31T23:59:59-06:00',
    description: 'Hot Sale: cupones agotados',
  },
  {
    code: 'ULTIMOS5',
    type: 'P',
    discount: 5,
    remaining: 5,
    expire: '2027-12-31T23:59:59-06:00',
    description: '5 % de descuento, solo quedan cinco usos',
  },
];

export async function seedCoupons(tx: Queryable): Promise<void> {
  for (const coupon of STORE_COUPONS) {
    await tx.query(
      `INSERT INTO coupons (code, type, discount, remaining, expire, description)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [coupon.code, coupon.type, coupon.discount, coupon.remaining, coupon.expire, coupon.description],
    );
    if (coupon.categories) {
      await tx.query(
        `INSERT INTO coupon_products (coupon_code, product_id)
         SELECT $1, p.id FROM products p JOIN categories c ON c.id = p.category_id
          WHERE c.slug = ANY($2::text[])`,
        [coupon.code, coupon.categories],
      );
    }
  }
}
