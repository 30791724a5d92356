// @ts-check
/**
 * Deploy-time configuration served as /config.json. Built from environment variables when
 * a server starts, never baked into a bundle: moving a remote or the API is a config change.
 * The shape is the `RuntimeConfig` type of shared-kernel (src/config/runtime-config.ts).
 */

export const DEFAULT_PORTS = {
  shell: 3000,
  catalog: 3001,
  cartCheckout: 3002,
  portal: 3003,
  support: 3004,
  api: 4000,
  // The back office (backoffice/): its own origin, never a remote of the shell.
  backoffice: 3006,
};

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback */
function port(env, name, fallback) {
  const raw = env[name];
  const value = raw ? Number.parseInt(raw, 10) : fallback;
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} debe ser un puerto válido (recibido: ${String(raw)})`);
  }
  return value;
}

/** @param {NodeJS.ProcessEnv} env */
export function portsFromEnv(env) {
  return {
    shell: port(env, 'SHELL_PORT', DEFAULT_PORTS.shell),
    catalog: port(env, 'CATALOG_PORT', DEFAULT_PORTS.catalog),
    cartCheckout: port(env, 'CART_CHECKOUT_PORT', DEFAULT_PORTS.cartCheckout),
    portal: port(env, 'PORTAL_PORT', DEFAULT_PORTS.portal),
    support: port(env, 'SUPPORT_PORT', DEFAULT_PORTS.support),
    api: port(env, 'API_PORT', DEFAULT_PORTS.api),
    backoffice: port(env, 'BACKOFFICE_PORT', DEFAULT_PORTS.backoffice),
  };
}

/**
 * The back office's /config.json: only the API it calls. No remotes, chat, analytics or bot
 * check: staff pages load nothing of the storefront's, and the page's Content-Security-Policy
 * (built from this object) then allows no other origin's scripts.
 * @param {NodeJS.ProcessEnv} env
 */
export function backofficeConfigFromEnv(env) {
  const ports = portsFromEnv(env);
  const host = env.PUBLIC_HOST ?? 'localhost';
  return { app: 'backoffice', apiBaseUrl: env.API_BASE_URL ?? `http://${host}:${ports.api}` };
}

/** @param {string | undefined} raw */
function flag(raw) {
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [appName] which app serves it (a remote's standalone page needs the API too)
 */
export function runtimeConfigFromEnv(env, appName = 'shell') {
  const ports = portsFromEnv(env);
  const host = env.PUBLIC_HOST ?? 'localhost';
  const origin = (/** @type {number} */ p) => `http://${host}:${p}`;
  return {
    app: appName,
    apiBaseUrl: env.API_BASE_URL ?? origin(ports.api),
    remotes: {
      catalog: env.CATALOG_MANIFEST_URL ?? `${origin(ports.catalog)}/mf-manifest.json`,
      cartCheckout: env.CART_CHECKOUT_MANIFEST_URL ?? `${origin(ports.cartCheckout)}/mf-manifest.json`,
      portal: env.PORTAL_MANIFEST_URL ?? `${origin(ports.portal)}/mf-manifest.json`,
      support: env.SUPPORT_MANIFEST_URL ?? `${origin(ports.support)}/mf-manifest.json`,
    },
    // Canonical and Open Graph URLs name the shop shoppers see (a server render has no window).
    storefrontUrl: env.STOREFRONT_URL ?? origin(ports.shell),
    maintenance: flag(env.MAINTENANCE),
    chat: {
      phone: env.CHAT_PHONE ?? '50422801010',
      accountName: env.CHAT_ACCOUNT_NAME ?? 'Tienda Tecnología HN',
      messageBody: env.CHAT_MESSAGE ?? '¡Hola! ¿En qué podemos ayudarte hoy?',
      placeholder: env.CHAT_PLACEHOLDER ?? 'Escribe un mensaje...',
      ...(env.CHAT_MESSAGE_TIME ? { messageTime: env.CHAT_MESSAGE_TIME } : {}),
      ...(env.CHAT_AUDIO_SRC ? { audioSrc: env.CHAT_AUDIO_SRC } : {}),
      ...(env.CHAT_TYPING ? { typing: flag(env.CHAT_TYPING) } : {}),
    },
    // Silent unless switched on: no tag is loaded on developer machines or in tests.
    analytics: {
      enabled: flag(env.ANALYTICS_ENABLED),
      ...(env.GTM_CONTAINER_ID ? { gtmContainerId: env.GTM_CONTAINER_ID } : {}),
      ...(env.GA4_MEASUREMENT_ID ? { ga4MeasurementId: env.GA4_MEASUREMENT_ID } : {}),
    },
    // reCAPTCHA v3 for login and signup when a site key is set (the API then needs
    // BOT_CHECK_PROVIDER=recaptcha and RECAPTCHA_SECRET); otherwise the development token.
    ...(env.RECAPTCHA_SITE_KEY
      ? { botCheck: { provider: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY } }
      : {}),
  };
}
