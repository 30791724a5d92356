import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductPage, AdminProductRow } from '@store/contracts';
import { stubApi } from '../../test/fetch-stub';
import { renderApp, staffWith } from '../../test/render-app';
import { couponCreateBody, initialCouponValues, validateCouponForm } from './coupon-form';
import { productUpdate, validateProductForm, initialProductValues } from './product-form';

const PRODUCT: AdminProductRow = {
  id: 12,
  sku: 'LAP-HP-240',
  name: 'Laptop HP 240 G9',
  slug: 'laptop-hp-240-g9',
  brand: 'HP',
  category: 'Laptops',
  priceSale: 18999,
  priceRegular: 21000,
  stock: 7,
  held: 2,
  published: true,
  coupon: null,
};
const PAGE: AdminProductPage = {
  items: [PRODUCT],
  _meta: { totalCount: 1, pageCount: 1, currentPage: 1, perPage: 25 },
};

describe('the product form rules', () => {
  const validate = validateProductForm(PRODUCT, new Date('2026-11-28T12:00:00Z'));
  const valid = initialProductValues(PRODUCT);

  it('refuses a price that is not > 0 with 2 decimals, and stock that is not a whole number, in Spanish', () => {
    expect(validate({ ...valid, priceSale: '0' }).priceSale).toBe(
      'El precio debe ser mayor que 0 y tener como máximo 2 decimales',
    );
    expect(validate({ ...valid, priceSale: '10.005' }).priceSale).toBeDefined();
    expect(validate({ ...valid, priceSale: 'abc' }).priceSale).toBeDefined();
    expect(validate({ ...valid, priceSale: '1,234.50' }).priceSale).toBeUndefined();
    expect(validate({ ...valid, stock: '-1' }).stock).toBe(
      'Las existencias deben ser un número entero mayor o igual a 0',
    );
    expect(validate({ ...valid, stock: '2.5' }).stock).toBeDefined();
    expect(validate(valid)).toEqual({});
  });

  it('checks a new coupon: code, percent up to 100, uses, a future day', () => {
    const errors = validate({
      ...valid,
      hasCoupon: true,
      couponCode: 'con espacio',
      couponType: 'P',
      couponDiscount: '150',
      couponRemaining: 'x',
      couponExpire: '2026-11-01',
    });
    expect(errors).toEqual({
      couponCode: 'El código debe tener de 3 a 40 letras, números, guiones o guiones bajos, sin espacios',
      couponDiscount: 'Un descuento en porcentaje no puede pasar de 100',
      couponRemaining: 'Los usos restantes deben ser un número entero mayor o igual a 0',
      couponExpire: 'La fecha de vencimiento debe ser futura',
    });
  });

  it('sends only what changed, with the stock the form showed', () => {
    expect(productUpdate(PRODUCT, { ...valid, stock: '10' })).toEqual({ stock: 10, expectedStock: 7 });
    expect(productUpdate(PRODUCT, { ...valid, priceSale: '17,500.5', published: false })).toEqual({
      priceSale: 17500.5,
      published: false,
    });
    expect(productUpdate(PRODUCT, valid)).toEqual({});
  });
});

describe('ProductsPage', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(() => {
    api = stubApi({
      'GET /admin/catalog/products': { body: PAGE },
      'PATCH /admin/catalog/products/12': ({ body }) => ({
        body: { ...PRODUCT, ...(body as Partial<AdminProductRow>) },
      }),
    });
  });
  afterEach(() => api.restore());

  it('keeps the search in the URL and sends it to the API', async () => {
    renderApp('/catalogo?q=hp&page=2', staffWith(['catalogo']));
    const grid = await screen.findByRole('grid', { name: 'Productos' });
    expect(await within(grid).findByText('Laptop HP 240 G9')).toBeInTheDocument();
    const call = api.calls.find((recorded) => recorded.path === '/admin/catalog/products');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({ q: 'hp', page: '2' });
  });

  it('shows the Spanish error and sends nothing for a bad price, then saves a good one', async () => {
    const user = userEvent.setup();
    renderApp('/catalogo', staffWith(['catalogo']));
    await user.click(await screen.findByRole('button', { name: 'Editar LAP-HP-240' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar LAP-HP-240' });
    const price = within(dialog).getByRole('textbox', { name: /Precio de venta/ });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El precio debe ser mayor que 0 y tener como máximo 2 decimales'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(price);
    await user.type(price, '17999.50');
    const stock = within(dialog).getByRole('textbox', { name: /Existencias a la venta/ });
    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      priceSale: 17999.5,
      stock: 9,
      expectedStock: 7,
    });
  });

  it('is not offered to the pedidos role', async () => {
    renderApp('/catalogo', staffWith(['pedidos']));
    expect(await screen.findByText(/permiso/i)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/admin/catalog/products')).toBe(false);
  });
});

interface TypedTerms {
  code: string;
  type: 'P' | 'F';
  discount: string;
  remaining: string;
  expire: string;
}
const NOW = new Date('2026-11-28T12:00:00Z');
/** The product form with the terms typed as its own coupon. */
const withProductCoupon = (terms: TypedTerms) => ({
  ...initialProductValues(PRODUCT),
  hasCoupon: true,
  couponCode: terms.code,
  couponType: terms.type,
  couponDiscount: terms.discount,
  couponRemaining: terms.remaining,
  couponExpire: terms.expire,
});
/** The same terms typed in the coupon codes' dialog and as a product's own coupon. */
const bothWays = (terms: TypedTerms) => ({
  coupon: validateCouponForm(null, NOW)({ ...initialCouponValues(null), ...terms }),
  product: validateProductForm(PRODUCT, NOW)(withProductCoupon(terms)),
});

describe("a coupon's terms, in either dialog", () => {
  it('are refused with the same Spanish message in the coupon codes and in the product', () => {
    const { coupon, product } = bothWays({
      code: 'con espacio',
      type: 'P',
      discount: '150',
      remaining: '-1',
      expire: '2026-11-27',
    });
    expect(coupon.code).toMatch(/^El código debe tener de 3 a 40/);
    expect(product.couponCode).toBe(coupon.code);
    expect(product.couponDiscount).toBe(coupon.discount);
    expect(product.couponRemaining).toBe(coupon.remaining);
    expect(coupon.expire).toBe('La fecha de vencimiento debe ser futura');
    expect(product.couponExpire).toBe(coupon.expire);
    expect([coupon.discount, coupon.remaining].every(Boolean)).toBe(true);
  });

  it('become the same figures for the API', () => {
    const terms = {
      code: 'NAVIDAD',
      type: 'F' as const,
      discount: '1,250.50',
      remaining: '10',
      expire: '2026-12-31',
    };
    const { coupon, product } = bothWays(terms);
    expect(coupon).toEqual({});
    expect(product).toEqual({});
    const sent = {
      type: 'F',
      discount: 1250.5,
      remaining: 10,
      // The end of that day in Honduras (UTC−6).
      expire: '2027-01-01T05:59:59.000Z',
    };
    expect(couponCreateBody({ ...initialCouponValues(null), ...terms })).toMatchObject({
      code: 'NAVIDAD',
      ...sent,
    });
    expect(productUpdate(PRODUCT, withProductCoupon(terms)).coupon).toEqual({ code: 'NAVIDAD', ...sent });
  });
});
