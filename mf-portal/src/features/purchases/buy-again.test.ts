import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { createEventBus, createVersionedBus } from '@store/app-kit';
import { buyAgain, buyAgainMessages, buyAgainSeverity, type BuyAgainDeps } from './buy-again';
import { buildProduct, buildPurchaseItem } from './purchase-builders';

const items = [
  buildPurchaseItem({ productId: 31, name: 'Laptop HP 15', qty: 1 }),
  buildPurchaseItem({ productId: 44, name: 'Mouse Logitech M170', qty: 2 }),
];
const catalogue = {
  31: buildProduct({ id: 31, name: 'Laptop HP 15', stock: 5 }),
  44: buildProduct({ id: 44, name: 'Mouse Logitech M170', stock: 9 }),
};
const loadProduct: BuyAgainDeps['loadProduct'] = (id) =>
  Promise.resolve(id === 31 || id === 44 ? catalogue[id] : null);

// The cart snapshot names the product's image by the API's address.
beforeAll(() => installTestRuntimeConfig('portal'));

describe('buyAgain', () => {
  it('when nobody owns the cart (its remote did not load): says so, and stops asking after the first timeout', async () => {
    // A bus of its own with no `cart-add-requested` owner: the real way a remote being down looks.
    const bus = createVersionedBus(createEventBus());
    const asked: number[] = [];
    const outcome = await buyAgain(items, {
      loadProduct,
      addToCart: (product, qty) => {
        asked.push(product.id);
        return bus.request('cart:add-requested', { v: 1, product, qty }, { timeoutMs: 20 });
      },
    });
    expect(asked).toEqual([31]);
    expect(outcome).toEqual({
      added: [],
      soldOut: [],
      unavailable: [],
      notAdded: ['Laptop HP 15', 'Mouse Logitech M170'],
      cartDown: true,
    });
    expect(buyAgainMessages(outcome)).toEqual([
      'El carrito no está disponible en este momento. Intenta de nuevo en unos minutos.',
      'Ningún producto de este pedido se agregó al carrito.',
      'No se pudieron agregar: Laptop HP 15, Mouse Logitech M170',
    ]);
    expect(buyAgainSeverity(outcome)).toBe('error');
  });

  it('goes on with the next product when the cart refuses one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createVersionedBus(createEventBus());
    bus.handle('cart:add-requested', (request) => {
      if (request.product.id === 31) throw new Error('Límite de 10 unidades');
      return { qty: request.qty ?? 1 };
    });
    const outcome = await buyAgain(items, {
      loadProduct,
      addToCart: (product, qty) => bus.request('cart:add-requested', { v: 1, product, qty }),
    });
    expect(outcome.added).toEqual([{ name: 'Mouse Logitech M170', qty: 2, ordered: 2 }]);
    expect(outcome.notAdded).toEqual(['Laptop HP 15']);
    expect(outcome.cartDown).toBe(false);
    expect(buyAgainSeverity(outcome)).toBe('error');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('is a success only when everything went in', async () => {
    const outcome = await buyAgain(items, { loadProduct, addToCart: () => Promise.resolve({ qty: 1 }) });
    expect(buyAgainMessages(outcome)).toEqual([
      'Agregados al carrito: Laptop HP 15 (1), Mouse Logitech M170 (2)',
    ]);
    expect(buyAgainSeverity(outcome)).toBe('success');
    const partly = await buyAgain(items, {
      loadProduct: (id) => Promise.resolve(id === 31 ? { ...catalogue[31], stock: 0 } : catalogue[44]),
      addToCart: () => Promise.resolve({ qty: 2 }),
    });
    expect(buyAgainSeverity(partly)).toBe('warning');
  });
});
