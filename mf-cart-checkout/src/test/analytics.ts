import { configureAnalytics, resetAnalytics } from '@store/app-kit';
import type { CartItem } from '../features/cart/cart-item';
import { buildCartItem } from './builders';

interface AnalyticsWindow {
  dataLayer?: unknown[];
}

const analyticsWindow = window as unknown as AnalyticsWindow;

/** What the GTM adapter pushed so far; undefined while it never ran. */
export function dataLayer(): unknown[] | undefined {
  return analyticsWindow.dataLayer;
}

export function enableTestAnalytics(): void {
  configureAnalytics({ enabled: true, gtmContainerId: 'GTM-TEST1' });
}

/** For afterEach: the adapter back to off, no data layer, no tag-manager script left in <head>. */
export function resetTestAnalytics(): void {
  resetAnalytics();
  delete analyticsWindow.dataLayer;
  document.head.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
}

/**
 * Two cart lines the analytics tests buy (mouse, keyboard) and the GA4 items they must become,
 * written out so a wrong mapping fails.
 */
export const TRACKED_CART: { lines: [CartItem, CartItem]; gaItems: Record<string, unknown>[] } = {
  lines: [
    buildCartItem({ id: 1, name: 'Mouse Logitech M170', slug: 'mouse-logitech-m170', price: 250, qty: 2 }),
    buildCartItem({
      id: 2,
      name: 'Teclado HP K200',
      slug: 'teclado-hp-k200',
      price: 1499.99,
      qty: 1,
      brand: { name: 'HP' },
    }),
  ],
  gaItems: [
    {
      item_id: '1',
      item_name: 'Mouse Logitech M170',
      price: 250,
      quantity: 2,
      item_brand: 'Logitech',
      item_category: 'Accesorios de cómputo',
    },
    {
      item_id: '2',
      item_name: 'Teclado HP K200',
      price: 1499.99,
      quantity: 1,
      item_brand: 'HP',
      item_category: 'Accesorios de cómputo',
    },
  ],
};
