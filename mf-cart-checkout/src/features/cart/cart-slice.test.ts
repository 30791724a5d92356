import { ORDER_LIMITS } from '@store/contracts';
import { buildCartItem, buildCoupon, buildSnapshot } from '../../test/builders';
import {
  cartCleared,
  cartReducer,
  cartReplaced,
  cartStateFromItems,
  pricesRefreshed,
  productAdded,
  productRemoved,
  quantityChanged,
  selectCartChangedEvent,
  selectCartCount,
  selectCartTotal,
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
