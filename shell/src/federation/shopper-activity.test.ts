import { STORAGE_KEYS } from '@store/app-kit';
import { resetShopperActivityForTests, whenShopperActs } from './shopper-activity';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/category/laptops');
  resetShopperActivityForTests();
});

describe('whenShopperActs', () => {
  it('waits on a first visit until the shopper acts (a pointer, a key, a touch, focus)', async () => {
    for (const act of [
      () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })),
      () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' })),
      () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true })),
      () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ]) {
      resetShopperActivityForTests();
      const acted = whenShopperActs();
      expect(await settled(acted)).toBe(false);
      act();
      expect(await settled(acted)).toBe(true);
    }
  });

  it('does not wait when the shopper has a cart, a session or favourites the header must show', async () => {
    for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.auth, STORAGE_KEYS.wishlist]) {
      window.localStorage.clear();
      resetShopperActivityForTests();
      window.localStorage.setItem(key, '[]');
      expect(await settled(whenShopperActs())).toBe(true);
    }
  });

  it("does not wait on the shopper's own pages (cart, checkout, portal, login, forms): they use that code", async () => {
    for (const path of ['/cart', '/checkout', '/portal/compras', '/login', '/estado-orden']) {
      resetShopperActivityForTests();
      window.history.pushState({}, '', path);
      expect(await settled(whenShopperActs())).toBe(true);
    }
  });

  it('a scroll or a mouse move is not an act: reading the page loads nothing more', async () => {
    const acted = whenShopperActs();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('mousemove', { bubbles: true }));
    expect(await settled(acted)).toBe(false);
  });
});
