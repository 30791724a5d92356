import { screen } from '@testing-library/react';
import type { ProductCoupon } from '@store/contracts';
import { buildProduct, keepNbsp } from '../../test/builders';
import { renderWithProviders } from '../../test/render-with-providers';
import { couponOffer } from './coupon-offer';
import { ProductCouponOffer } from './index';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const coupon = (overrides: Partial<ProductCoupon> = {}): ProductCoupon => ({
  code: 'LNV6-10OFF',
  type: 'P',
  discount: 10,
  remaining: 12,
  expire: '2027-12-31T23:59:59-06:00',
  ...overrides,
});
const product = (productCoupon: ProductCoupon | null, sale = 18999.5) =>
  buildProduct({ id: 6, price: { sale, regular: sale }, coupon: productCoupon });

describe('couponOffer', () => {
  it('takes a percent of the sale price for P, rounded to cents', () => {
    expect(couponOffer(product(coupon()), NOW)).toEqual({
      code: 'LNV6-10OFF',
      type: 'P',
      discount: 10,
      amount: 1899.95,
      priceAfter: 17099.55,
    });
  });

  it('takes a fixed amount for F, never more than the price', () => {
    expect(couponOffer(product(coupon({ type: 'F', discount: 1000 })), NOW)).toMatchObject({
      amount: 1000,
      priceAfter: 17999.5,
    });
    expect(couponOffer(product(coupon({ type: 'F', discount: 1000 }), 600), NOW)).toMatchObject({
      amount: 600,
      priceAfter: 0,
    });
  });

  it('offers nothing for an expired, exhausted or absent coupon', () => {
    expect(couponOffer(product(coupon({ expire: '2026-03-01T12:00:00Z' })), NOW)).toBeNull();
    expect(couponOffer(product(coupon({ expire: '2025-01-31T23:59:59-06:00' })), NOW)).toBeNull();
    expect(couponOffer(product(coupon({ remaining: 0 })), NOW)).toBeNull();
    expect(couponOffer(product(null), NOW)).toBeNull();
  });
});

describe('ProductCouponOffer', () => {
  it('shows the code, the percent and the price after it', () => {
    renderWithProviders(<ProductCouponOffer product={product(coupon())} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Cupón disponible: LNV6-10OFF' })).toBeInTheDocument();
    expect(screen.getByText('10 % de descuento (L\u00a01,899.95)', keepNbsp)).toBeInTheDocument();
    expect(screen.getByText('Precio con cupón: L\u00a017,099.55', keepNbsp)).toBeInTheDocument();
  });

  it('shows a fixed discount in lempiras', () => {
    renderWithProviders(
      <ProductCouponOffer
        product={product(coupon({ type: 'F', discount: 250, code: 'X-L250' }))}
        now={NOW}
      />,
    );
    expect(screen.getByText('L\u00a0250.00 de descuento', keepNbsp)).toBeInTheDocument();
    expect(screen.getByText('Precio con cupón: L\u00a018,749.50', keepNbsp)).toBeInTheDocument();
  });

  it('shows nothing for an expired or exhausted coupon', () => {
    renderWithProviders(
      <>
        <ProductCouponOffer product={product(coupon({ remaining: 0 }))} now={NOW} />
        <ProductCouponOffer product={product(coupon({ expire: '2025-01-31T23:59:59-06:00' }))} now={NOW} />
      </>,
    );
    expect(screen.queryByText(/Cupón disponible/)).not.toBeInTheDocument();
  });
});
