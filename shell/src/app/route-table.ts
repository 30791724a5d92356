import { matchRoutes, type Params } from 'react-router-dom';
import type { RemoteName } from '../federation/remote-registry';

/**
 * Which remote owns which route (docs/architecture.md, ownership table). Remotes read their
 * own params with the shared router; the shell never imports their code.
 * `noindex`: per-shopper pages (cart, checkout, payment hand-off, login, portal, compare list) that search
 * engines must not index; the shell marks them itself, so the tag is there even while the
 * remote loads or when it is down (robots.txt also keeps crawlers out of these paths).
 */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  expose: string;
  props?: Record<string, unknown>;
  noindex?: true;
  /** Rendered by the shell's server (docs/server-rendering.md); the others render in the browser. */
  serverRendered?: true;
}

/** The shell's own page among the remotes' routes (the server renders it with the frame only). */
export const COMING_SOON_PATH = '/pages/coming-soon';

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'catalog', expose: 'HomePage', serverRendered: true },
  { path: '/category/:slug', remote: 'catalog', expose: 'CategoryPage', serverRendered: true },
  { path: '/product/:slug', remote: 'catalog', expose: 'ProductPage', serverRendered: true },
  { path: '/resultados-de-busqueda', remote: 'catalog', expose: 'SearchPage', serverRendered: true },
  { path: '/comparar', remote: 'catalog', expose: 'ComparePage', noindex: true },
  { path: '/cart', remote: 'cartCheckout', expose: 'CartPage', noindex: true },
  { path: '/checkout', remote: 'cartCheckout', expose: 'CheckoutPage', noindex: true },
  { path: '/checkout/finalizacion', remote: 'cartCheckout', expose: 'CheckoutResultPage', noindex: true },
  { path: '/shopping/boton-pago', remote: 'cartCheckout', expose: 'BotonPagoPage', noindex: true },
  { path: '/login', remote: 'portal', expose: 'LoginPage', noindex: true },
  { path: '/portal/nueva-contrasena', remote: 'portal', expose: 'NewPasswordPage', noindex: true },
  // The portal routes its sections (profile, addresses, favourites...) below this itself.
  { path: '/portal/*', remote: 'portal', expose: 'PortalPage', noindex: true },
  { path: '/pages/:slug', remote: 'support', expose: 'ContentPage', serverRendered: true },
  {
    path: '/politica-de-privacidad',
    remote: 'support',
    expose: 'ContentPage',
    props: { slug: 'politica-de-privacidad' },
    serverRendered: true,
  },
  { path: '/estado-orden', remote: 'support', expose: 'TrackingPage' },
  { path: '/encuesta/:orderId', remote: 'support', expose: 'SurveyPage' },
  { path: '/technical-support', remote: 'support', expose: 'TechnicalSupportPage' },
  { path: '/contact-us', remote: 'support', expose: 'ContactPage' },
  { path: '/ventas-corporativas', remote: 'support', expose: 'CorporateSalesPage' },
  { path: '/solicitud-de-servicio', remote: 'support', expose: 'ServiceRequestPage' },
  { path: '/ubicanos', remote: 'support', expose: 'StoresPage', serverRendered: true },
];

// Every route, ranked as the browser's router ranks them (a static path outranks `:slug`).
const RANKED_ROUTES = [
  { path: COMING_SOON_PATH, remoteRoute: null },
  ...REMOTE_ROUTES.map((route) => ({ path: route.path, remoteRoute: route })),
];

/**
 * The remote route a path shows, with its parameters; null for the shell's own pages and unknown
 * paths. One answer for the server's render, its headers and the browser's first-act loading.
 */
export function remoteRouteAt(pathname: string): { route: RemoteRoute; params: Params } | null {
  const match = matchRoutes(RANKED_ROUTES, pathname)?.[0];
  const route = match?.route.remoteRoute;
  return match && route ? { route, params: match.params } : null;
}
