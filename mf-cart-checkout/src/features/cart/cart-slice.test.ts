import { ORDER_LIMITS } from '@store/contracts';
import { buildCartItem, buildCoupon, buildCouponView, buildSnapshot } from '../../test/builders';
import {
  cartCleared,
  cartReducer,
  cartReplaced,
  cartStateFromItems,
  couponCodeApplied,
  couponRemoved,
  pricesRefreshed,
  productAdded,
  productRemoved,
  quantityChanged,
  selectCartChangedEvent,
  selectAppliedCouponCode,
  selectCartCount,
  selectCartTotal,
  selectCouponDiscount,
} from './cart-slice';
import type { CartState } from './cart-slice';

const empty = (): CartState => cartReducer(undefined, { type: '@@init' });
const list = (state: CartState) => state.list ?? [];

describe('cart slice', () => {
  it('increments the quantity of a product already in the cart and recomputes its sum', () => {
    let state = cartReducer(empty(), productAdded(buildSnapshot({ price: 100.1 })));
    state = cartReducer(state, productAdded(buildSnapshot({ price: 100.1 }), 2));

    expect(list(state)).toHaveLength(1);
    expect(list(state)[0]).toMatchObject({ qty: 3, sum: 300.3 });
  });

  it('appends a different product with quantity 1 by default', () => {
    let state = cartReducer(empty(), productAdded(buildSnapshot({ id: 1 })));
    state = cartReducer(state, productAdded(buildSnapshot({ id: 2, name: 'Monitor Dell 24', price: 4200 })));

    expect(list(state).map((item) => [item.id, item.qty])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(list(state)[1]).toMatchObject({ name: 'Monitor Dell 24', price: 4200, sum: 4200 });
  });

  it('maps the catalog snapshot to the spec cart item', () => {
    const state = cartReducer(empty(), productAdded(buildSnapshot(), 1));
    expect(list(state)[0]).toEqual({
      id: 101,
      slug: 'laptop-hp-15',
      name: 'Laptop HP 15',
      sku: 'HP-15-001',
      qty: 1,
      price: 15999.5,
      sum: 15999.5,
      stock: 8,
      mainImage: { size350: 'http://img.test/hp-15-350.jpg' },
      brand: { name: 'HP' },
      mainCategory: { name: 'Laptops' },
      group: null,
      materialGroup: null,
    });
  });

  it('attaches a percentage coupon as that share of the sale price', () => {
    const state = cartReducer(
      empty(),
      productAdded(buildSnapshot({ price: 15999.5, coupon: buildCoupon({ type: 'P', discount: 10 }) })),
    );
    expect(list(state)[0]?.coupon?.amount).toBe(1599.95);
    expect(state.coupon).toEqual({ productId: 101, code: 'TECNO10', amount: 1599.95 });
    expect(selectCartTotal({ cart: state })).toBe(14399.55);
  });

  it('attaches a fixed coupon as its discount', () => {
    const state = cartReducer(
      empty(),
      productAdded(buildSnapshot({ coupon: buildCoupon({ type: 'F', discount: 500 }) })),
    );
    expect(state.coupon.amount).toBe(500);
  });

  it('does not attach an expired or exhausted coupon', () => {
    const expired = cartReducer(
      empty(),
      productAdded(buildSnapshot({ coupon: buildCoupon({ expire: '2020-01-01T00:00:00Z' }) })),
    );
    const exhausted = cartReducer(
      empty(),
      productAdded(buildSnapshot({ coupon: buildCoupon({ remaining: 0 }) })),
    );
    expect(list(expired)[0]?.coupon).toBeUndefined();
    expect(exhausted.coupon.amount).toBe(0);
  });

  it('resets the coupon amount to 0 when the product holding it is removed', () => {
    let state = cartReducer(
      empty(),
      productAdded(buildSnapshot({ id: 7, coupon: buildCoupon({ type: 'F', discount: 300 }) })),
    );
    state = cartReducer(state, productAdded(buildSnapshot({ id: 8 })));
    state = cartReducer(state, productRemoved({ id: 8 }));
    expect(state.coupon.amount).toBe(300);

    state = cartReducer(state, productRemoved({ id: 7 }));
    expect(state.coupon.amount).toBe(0);
    expect(list(state)).toEqual([]);
  });

  it('keeps a changed quantity between 1 and the stock, recomputing the sum', () => {
    let state = cartStateFromItems([buildCartItem({ id: 5, price: 99.99, stock: 4 })]);
    state = cartReducer(state, quantityChanged({ id: 5, qty: 3 }));
    expect(list(state)[0]).toMatchObject({ qty: 3, sum: 299.97 });

    state = cartReducer(state, quantityChanged({ id: 5, qty: 40 }));
    expect(list(state)[0]?.qty).toBe(4);

    state = cartReducer(state, quantityChanged({ id: 5, qty: 0 }));
    expect(list(state)[0]?.qty).toBe(1);
  });

  it('never holds more units of a product than one order may carry (the API refuses more)', () => {
    const most = ORDER_LIMITS.maxUnitsPerLine;
    let state = cartStateFromItems([buildCartItem({ id: 5, stock: 60 })]);
    state = cartReducer(state, quantityChanged({ id: 5, qty: 40 }));
    expect(list(state)[0]).toMatchObject({ qty: most });

    state = cartReducer(empty(), productAdded(buildSnapshot({ id: 6, stock: 60 }), most - 2));
    state = cartReducer(state, productAdded(buildSnapshot({ id: 6, stock: 60 }), 5));
    state = cartReducer(state, productAdded(buildSnapshot({ id: 7, stock: 60 }), 99));
    expect(list(state).map((item) => [item.id, item.qty])).toEqual([
      [6, most],
      [7, most],
    ]);
  });

  it('replaces the whole cart and refreshes it to empty', () => {
    let state = cartReducer(empty(), cartReplaced([buildCartItem({ id: 1 }), buildCartItem({ id: 2 })]));
    expect(list(state)).toHaveLength(2);
    state = cartReducer(state, cartCleared());
    expect(state.list).toEqual([]);
  });

  it('updates price, sum and stock when prices are refreshed', () => {
    let state = cartStateFromItems([buildCartItem({ id: 3, qty: 2, price: 100 })]);
    state = cartReducer(state, pricesRefreshed([{ id: 3, price: 90.5, stock: 1 }]));
    expect(list(state)[0]).toMatchObject({ price: 90.5, sum: 181, stock: 1 });
  });
});

describe('cart selectors', () => {
  it('counts 10 when the cart list is missing (spec quirk)', () => {
    expect(
      selectCartCount({ cart: { list: null, coupon: { productId: null, code: null, amount: 0 } } }),
    ).toBe(10);
  });

  it('counts units otherwise', () => {
    const cart = cartStateFromItems([buildCartItem({ id: 1, qty: 2 }), buildCartItem({ id: 2, qty: 3 })]);
    expect(selectCartCount({ cart })).toBe(5);
    expect(selectCartCount({ cart: cartStateFromItems([]) })).toBe(0);
  });

  it('summarises the cart for other teams', () => {
    const cart = cartStateFromItems([buildCartItem({ id: 1, qty: 2, price: 10.25 })]);
    expect(selectCartChangedEvent({ cart })).toEqual({
      v: 1,
      count: 2,
      total: 20.5,
      items: [
        {
          productId: 1,
          slug: 'mouse-logitech-m170',
          name: 'Mouse Logitech M170',
          qty: 2,
          price: 10.25,
          sum: 20.5,
          image: 'http://img.test/m170-350.jpg',
        },
      ],
    });
  });
});

describe('coupon codes in the cart (docs/business-rules.md#coupons)', () => {
  const laptop = () => buildCartItem({ id: 17, price: 18499, qty: 1 });
  const mice = () => buildCartItem({ id: 202, price: 250, qty: 2 });
  /** What a reload reads back: the lines only, as corp-cart holds them. */
  const reloaded = (state: CartState) => cartStateFromItems(list(state));

  it('takes one unit of the most expensive product for a store-wide code, held by its line', () => {
    const state = cartReducer(cartStateFromItems([mice(), laptop()]), couponCodeApplied(buildCouponView()));
    expect(state.coupon).toEqual({ productId: 17, code: 'BIENVENIDO10', amount: 1849.9 });
    expect(list(state)[1]?.coupon).toMatchObject({ code: 'BIENVENIDO10', type: 'P', amount: 1849.9 });
    expect(selectCartTotal({ cart: state })).toBe(17149.1);
    expect(reloaded(state).coupon).toEqual(state.coupon);
  });

  it('honours validProducts and caps a fixed amount at that unit price', () => {
    const state = cartReducer(
      cartStateFromItems([laptop(), mice()]),
      couponCodeApplied(
        buildCouponView({ code: 'MOUSE500', type: 'F', discount: 500, validProducts: [202] }),
      ),
    );
    expect(state.coupon).toEqual({ productId: 202, code: 'MOUSE500', amount: 250 });
  });

  it('changes nothing when no line is valid for it', () => {
    const before = cartStateFromItems([laptop()]);
    expect(cartReducer(before, couponCodeApplied(buildCouponView({ validProducts: [99] })))).toEqual(before);
  });

  it("replaces a product's own coupon, also for a reload", () => {
    let state = cartReducer(
      cartStateFromItems([mice()]),
      productAdded(buildSnapshot({ id: 5, price: 1000, coupon: buildCoupon({ type: 'F', discount: 100 }) })),
    );
    expect(state.coupon).toMatchObject({ productId: 5, code: 'TECNO10', amount: 100 });
    state = cartReducer(state, couponCodeApplied(buildCouponView({ validProducts: [202] })));
    expect(state.coupon).toEqual({ productId: 202, code: 'BIENVENIDO10', amount: 25 });
    expect(reloaded(state).coupon).toEqual(state.coupon);
  });

  it('a product added with its own coupon replaces a code in turn', () => {
    let state = cartReducer(cartStateFromItems([laptop()]), couponCodeApplied(buildCouponView()));
    state = cartReducer(state, productAdded(buildSnapshot({ id: 5, price: 1000, coupon: buildCoupon() })));
    expect(state.coupon).toEqual({ productId: 5, code: 'TECNO10', amount: 100 });
    expect(reloaded(state).coupon).toEqual(state.coupon);
  });

  it("'Quitar' sets the amount to 0, and a reload keeps it at 0", () => {
    let state = cartReducer(cartStateFromItems([laptop()]), couponCodeApplied(buildCouponView()));
    state = cartReducer(state, couponRemoved());
    expect(state.coupon.amount).toBe(0);
    expect(selectAppliedCouponCode({ cart: state })).toBeNull();
    expect(reloaded(state).coupon.amount).toBe(0);
    // A refreshed price does not bring it back either.
    state = cartReducer(state, pricesRefreshed([{ id: 17, price: 20000, stock: 3 }]));
    expect(state.coupon.amount).toBe(0);
    expect(reloaded(state).coupon.amount).toBe(0);
  });

  it('follows a new price (P), and drops to 0 when its product is removed', () => {
    let state = cartReducer(cartStateFromItems([laptop(), mice()]), couponCodeApplied(buildCouponView()));
    state = cartReducer(state, pricesRefreshed([{ id: 17, price: 17000, stock: 3 }]));
    expect(state.coupon.amount).toBe(1700);
    expect(reloaded(state).coupon.amount).toBe(1700);
    state = cartReducer(state, quantityChanged({ id: 17, qty: 2 }));
    expect(selectCouponDiscount({ cart: state })).toBe(1700);
    state = cartReducer(state, productRemoved({ id: 17 }));
    expect(state.coupon.amount).toBe(0);
    expect(selectCartTotal({ cart: state })).toBe(500);
  });
});
