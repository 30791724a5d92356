/**
 * The store's only door to analytics and the tag manager. Teams call `trackAnalytics` with a
 * typed GA4 e-commerce event; whether anything leaves the page is a deploy-time decision
 * (RuntimeConfig.analytics), so a developer machine, a test run or an integrator embedding a
 * remote stays silent until the shell switches it on.
 *
 * Every app bundles this module. The settings come from the page's run-time configuration (one
 * per page, in the kernel), so a remote's copy configures itself on its first event and reaches
 * the same page-wide sinks (`dataLayer`, `gtag`) the shell's copy set up, without loading the tag
 * twice.
 */
import { getRuntimeConfig, hasRuntimeConfig, type AnalyticsSettings } from '@store/shared-kernel';

export type { AnalyticsSettings };

/** One line in a GA4 e-commerce event (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  coupon?: string;
}

interface CommerceParams {
  currency: 'HNL';
  value: number;
  items: AnalyticsItem[];
  coupon?: string;
}

/** The events the store sends, with GA4's recommended names and parameters. */
export type AnalyticsEvent =
  | { name: 'page_view'; params: { page_location: string; page_path: string; page_title: string } }
  | { name: 'add_to_cart'; params: CommerceParams }
  | { name: 'begin_checkout'; params: CommerceParams }
  | { name: 'add_shipping_info'; params: CommerceParams & { shipping_tier: string } }
  | { name: 'add_payment_info'; params: CommerceParams & { payment_type: string } }
  | {
      name: 'purchase';
      params: CommerceParams & { transaction_id: string; tax?: number; shipping?: number };
    };

export type AnalyticsEventName = AnalyticsEvent['name'];

type DataLayerEntry = Record<string, unknown> | IArguments;

interface AnalyticsWindow {
  dataLayer?: DataLayerEntry[];
  gtag?: (...args: unknown[]) => void;
}

interface AnalyticsState {
  settings: AnalyticsSettings;
  target: AnalyticsWindow | undefined;
  configured: boolean;
}

const state: AnalyticsState = { settings: { enabled: false }, target: undefined, configured: false };

const GTM_ID = /^GTM-[A-Z0-9]+$/;
const GA4_ID = /^G-[A-Z0-9]+$/;

function appendScript(doc: Document, src: string, marker: string): void {
  if (doc.querySelector(`script[data-analytics="${marker}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analytics = marker;
  doc.head.appendChild(script);
}

/**
 * Installs the configured sinks. Ids that do not look like GTM/GA4 ids are ignored (a typo in
 * an environment variable must not inject an arbitrary script URL).
 */
export function configureAnalytics(settings: AnalyticsSettings, win: Window = window): void {
  const target = win as unknown as AnalyticsWindow;
  const gtmContainerId =
    settings.gtmContainerId && GTM_ID.test(settings.gtmContainerId) ? settings.gtmContainerId : undefined;
  const ga4MeasurementId =
    settings.ga4MeasurementId && GA4_ID.test(settings.ga4MeasurementId)
      ? settings.ga4MeasurementId
      : undefined;
  state.settings = {
    enabled: settings.enabled && Boolean(gtmContainerId ?? ga4MeasurementId),
    ...(gtmContainerId ? { gtmContainerId } : {}),
    ...(ga4MeasurementId ? { ga4MeasurementId } : {}),
  };
  state.target = target;
  state.configured = true;
  if (!state.settings.enabled) return;

  target.dataLayer = target.dataLayer ?? [];
  const doc = win.document;
  // Another app's copy already installed the page's tag: share it.
  if (doc.querySelector('script[data-analytics]')) return;
  if (gtmContainerId) {
    target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    appendScript(doc, `https://www.googletagmanager.com/gtm.js?id=${gtmContainerId}`, 'gtm');
  } else if (ga4MeasurementId) {
    const layer = target.dataLayer;
    // gtag.js reads `arguments` objects, exactly as Google's snippet pushes them.
    target.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    target.gtag('js', new Date());
    // Page views are sent by the shell on every route change, not by gtag on load.
    target.gtag('config', ga4MeasurementId, { send_page_view: false });
    appendScript(doc, `https://www.googletagmanager.com/gtag/js?id=${ga4MeasurementId}`, 'gtag');
  }
}

/** True when events are being sent (for diagnostics and tests). */
export function isAnalyticsEnabled(): boolean {
  return state.settings.enabled;
}

/** Sends one event to the configured sink; does nothing while analytics is off. */
export function trackAnalytics(event: AnalyticsEvent): void {
  if (!state.configured && hasRuntimeConfig()) configureAnalytics(getRuntimeConfig().analytics);
  const { settings, target } = state;
  if (!settings.enabled || !target) return;
  if (settings.gtmContainerId) {
    const layer = (target.dataLayer = target.dataLayer ?? []);
    if (event.name === 'page_view') {
      layer.push({ event: 'page_view', ...event.params });
    } else {
      // GTM keeps merging `ecommerce` objects; Google's guide clears it before each event.
      layer.push({ ecommerce: null });
      layer.push({ event: event.name, ecommerce: event.params });
    }
    return;
  }
  target.gtag?.('event', event.name, event.params);
}

/** Forgets the configuration (tests). */
export function resetAnalytics(): void {
  state.settings = { enabled: false };
  state.target = undefined;
  state.configured = false;
}

/** A cart line in GA4's item shape. */
export function analyticsItem(line: {
  id: number | string;
  name: string;
  price: number;
  qty: number;
  brandName?: string | null;
  categoryName?: string | null;
}): AnalyticsItem {
  return {
    item_id: String(line.id),
    item_name: line.name,
    price: line.price,
    quantity: line.qty,
    ...(line.brandName ? { item_brand: line.brandName } : {}),
    ...(line.categoryName ? { item_category: line.categoryName } : {}),
  };
}
