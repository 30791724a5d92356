import { expect, type Page } from '@playwright/test';
import { cartButton, firstAct } from './store.js';

export type FrameKind = 'main' | 'checkout' | 'simple' | 'blank';

export interface StorePage {
  /** File-name friendly key ('home', 'category', ...). */
  key: string;
  path: string;
  frame: FrameKind;
  /** Needs a cart with one product to show its real content. */
  needsCart?: boolean;
  /** Resolves when the page's own content (not a spinner) is on screen. */
  ready(page: Page, context: { productName?: string }): Promise<void>;
}

/** The store's pages the screenshot and accessibility specs visit. */
export function storePages(productPath: string): StorePage[] {
  return [
    {
      key: 'home',
      path: '/',
      frame: 'main',
      ready: async (page) => {
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    },
    {
      key: 'category',
      path: '/category/laptops',
      frame: 'main',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: /laptops/i })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    },
    {
      key: 'product',
      path: productPath,
      frame: 'main',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }),
        ).toBeVisible();
      },
    },
    {
      key: 'search',
      path: '/resultados-de-busqueda?q=laptop',
      frame: 'main',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda' })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    },
    {
      key: 'cart',
      path: '/cart',
      frame: 'main',
      needsCart: true,
      ready: async (page, { productName }) => {
        await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
        if (productName) await expect(page.getByRole('main').getByText(productName).first()).toBeVisible();
      },
    },
    {
      key: 'checkout',
      path: '/checkout',
      frame: 'checkout',
      needsCart: true,
      ready: async (page, { productName }) => {
        await expect(page.getByLabel('Pasos del pago')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
        if (productName) await expect(page.getByRole('main').getByText(productName).first()).toBeVisible();
      },
    },
    {
      key: 'content',
      path: '/pages/quienes-somos',
      frame: 'main',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: /quiénes somos/i })).toBeVisible();
      },
    },
    {
      key: 'not-found',
      path: '/esta-pagina-no-existe',
      frame: 'main',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      },
    },
    {
      key: 'login',
      path: '/login',
      frame: 'simple',
      ready: async (page) => {
        await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
      },
    },
    {
      key: 'coming-soon',
      path: '/pages/coming-soon',
      frame: 'blank',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: '¡Muy pronto!' })).toBeVisible();
      },
    },
  ];
}

/**
 * Waits for the page and, in the main layout, for the frame's own remote widget (the cart
 * dropdown, which a browsing page loads on the shopper's first act) so that nothing on screen is
 * still a stand-in.
 */
export async function waitForStorePage(
  page: Page,
  storePage: StorePage,
  context: { productName?: string } = {},
): Promise<void> {
  await storePage.ready(page, context);
  if (storePage.frame === 'main') {
    await firstAct(page);
    await expect(cartButton(page)).toBeVisible();
  }
}

/**
 * The chat overlay opens by itself 1.5 s after the main layout mounts. With the page clock
 * installed, jump past that moment so a scan or a screenshot never races it.
 */
export async function settleChat(page: Page, action: 'open' | 'close'): Promise<void> {
  await page.clock.fastForward(1_600);
  const chat = page.getByRole('dialog', { name: /^Chat con / });
  await expect(chat).toBeVisible();
  if (action === 'close') {
    await chat.getByRole('button', { name: 'Cerrar chat' }).click();
    await expect(chat).toBeHidden();
  }
}
