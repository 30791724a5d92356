import {
  analyticsItem,
  configureAnalytics,
  isAnalyticsEnabled,
  resetAnalytics,
  trackAnalytics,
  type AnalyticsEvent,
} from './analytics';
import { setRuntimeConfig } from '@store/shared-kernel';
import { testRuntimeConfig } from '../testing/runtime-config';

interface TestWindow {
  dataLayer?: unknown[];
  gtag?: unknown;
}
const testWindow = window as unknown as TestWindow;

const addToCart: AnalyticsEvent = {
  name: 'add_to_cart',
  params: {
    currency: 'HNL',
    value: 25_999.5,
    items: [analyticsItem({ id: 7, name: 'Laptop HP 15', price: 25_999.5, qty: 1, brandName: 'HP' })],
  },
};

function analyticsScripts(): string[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-analytics]')].map((s) => s.src);
}

beforeEach(() => {
  resetAnalytics();
  delete testWindow.dataLayer;
  delete testWindow.gtag;
  document.head.innerHTML = '';
});

describe('analítica', () => {
  it('is silent by default: no script, no dataLayer, no gtag', () => {
    trackAnalytics(addToCart);
    configureAnalytics({ enabled: false, gtmContainerId: 'GTM-ABC123' });
    trackAnalytics(addToCart);
    expect(isAnalyticsEnabled()).toBe(false);
    expect(testWindow.dataLayer).toBeUndefined();
    expect(testWindow.gtag).toBeUndefined();
    expect(analyticsScripts()).toEqual([]);
  });

  it('stays off when switched on without a valid id, and never injects an arbitrary URL', () => {
    configureAnalytics({ enabled: true, gtmContainerId: '"><script>', ga4MeasurementId: 'abc' });
    expect(isAnalyticsEnabled()).toBe(false);
    expect(analyticsScripts()).toEqual([]);
  });

  it('with a tag-manager container loads gtm.js once and pushes GA4 e-commerce events', () => {
    configureAnalytics({ enabled: true, gtmContainerId: 'GTM-ABC123' });
    configureAnalytics({ enabled: true, gtmContainerId: 'GTM-ABC123' });
    expect(analyticsScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123']);

    trackAnalytics({
      name: 'page_view',
      params: { page_location: 'http://localhost/cart', page_path: '/cart', page_title: 'Carrito' },
    });
    trackAnalytics(addToCart);
    const layer = testWindow.dataLayer ?? [];
    expect(layer).toContainEqual({
      event: 'page_view',
      page_location: 'http://localhost/cart',
      page_path: '/cart',
      page_title: 'Carrito',
    });
    // The e-commerce object is cleared right before each commerce event, as Google documents.
    expect(layer.slice(-2)).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'HNL',
          value: 25_999.5,
          items: [
            { item_id: '7', item_name: 'Laptop HP 15', price: 25_999.5, quantity: 1, item_brand: 'HP' },
          ],
        },
      },
    ]);
  });

  it('with only a GA4 id uses gtag.js without its automatic page view', () => {
    configureAnalytics({ enabled: true, ga4MeasurementId: 'G-TEST1234' });
    expect(analyticsScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    trackAnalytics({
      name: 'purchase',
      params: { currency: 'HNL', value: 100, transaction_id: '55', tax: 13.04, shipping: 0, items: [] },
    });
    const calls = (testWindow.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(calls[2]).toEqual([
      'event',
      'purchase',
      { currency: 'HNL', value: 100, transaction_id: '55', tax: 13.04, shipping: 0, items: [] },
    ]);
  });

  it('in a remote, configures itself from the page configuration on its first event and shares the page tag', () => {
    // The shell's copy installed the tag; this copy (another app's bundle) was never configured.
    const tag = document.createElement('script');
    tag.dataset.analytics = 'gtm';
    document.head.appendChild(tag);
    testWindow.dataLayer = [];
    setRuntimeConfig(testRuntimeConfig({ analytics: { enabled: true, gtmContainerId: 'GTM-ABC123' } }));
    trackAnalytics(addToCart);
    expect(isAnalyticsEnabled()).toBe(true);
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(1);
    expect(testWindow.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: addToCart.params },
    ]);
  });
});
