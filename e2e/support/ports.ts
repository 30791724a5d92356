/** Ports of the stack the suite starts (away from `npm start`'s 3000–3004/4000). */
export const TEST_PORTS = {
  shell: 3100,
  catalog: 3101,
  cartCheckout: 3102,
  portal: 3103,
  support: 3104,
  api: 4100,
} as const;

export type AppKey = Exclude<keyof typeof TEST_PORTS, 'api'>;

export const APP_FOLDERS: Record<AppKey, string> = {
  shell: 'shell',
  catalog: 'mf-catalog',
  cartCheckout: 'mf-cart-checkout',
  portal: 'mf-portal',
  support: 'mf-support',
};

/** Environment that makes /config.json point at the given ports. */
export function portsEnv(ports: Record<AppKey | 'api', number>): Record<string, string> {
  return {
    SHELL_PORT: String(ports.shell),
    CATALOG_PORT: String(ports.catalog),
    CART_CHECKOUT_PORT: String(ports.cartCheckout),
    PORTAL_PORT: String(ports.portal),
    SUPPORT_PORT: String(ports.support),
    API_PORT: String(ports.api),
  };
}

/**
 * The back office (backoffice/): no remote of the shell, so not in TEST_PORTS (whose apps the
 * store's servers all serve alike); its own origin, as :3006 is for `npm start`.
 */
export const BACKOFFICE_TEST_PORT = 3106;
export const backofficeUrl = (port: number = BACKOFFICE_TEST_PORT) => `http://localhost:${String(port)}`;

export const shellUrl = (port: number = TEST_PORTS.shell) => `http://localhost:${String(port)}`;
