/**
 * Deploy-time configuration, fetched from /config.json when an app starts (written from
 * environment variables by the server; see tooling/src/runtime-config.mjs). Nothing here is
 * baked into a bundle.
 */
export interface RemoteManifests {
  catalog: string;
  cartCheckout: string;
  portal: string;
  support: string;
}

export interface ChatSettings {
  phone: string;
  accountName: string;
  messageBody: string;
  placeholder: string;
  messageTime?: string;
  audioSrc?: string;
  typing?: boolean;
}

/**
 * The bot-protection provider of login and signup (the API verifies its tokens). Absent: the
 * development token, which only an API with DEVELOPMENT_AIDS accepts.
 */
export interface BotCheckSettings {
  provider: 'recaptcha';
  /** reCAPTCHA v3 site key (public). */
  siteKey: string;
}

/** Analytics is a deploy-time decision: silent unless the shell's configuration switches it on. */
export interface AnalyticsSettings {
  /** Nothing is sent and no script is loaded unless this is true. */
  enabled: boolean;
  /** Google Tag Manager container, e.g. GTM-XXXXXXX: events go to `dataLayer`. */
  gtmContainerId?: string;
  /** GA4 measurement id, e.g. G-XXXXXXXXXX: used with gtag.js when there is no container. */
  ga4MeasurementId?: string;
}

export interface RuntimeConfig {
  app: string;
  apiBaseUrl: string;
  remotes: RemoteManifests;
  maintenance: boolean;
  chat: ChatSettings;
  analytics: AnalyticsSettings;
  /** Optional so a shell deployed before it still loads (remotes read it defensively). */
  botCheck?: BotCheckSettings;
  /**
   * The storefront's public URL (canonical and Open Graph URLs); optional: the browser falls back
   * to the page's own origin, and a server render needs it (1.1).
   */
  storefrontUrl?: string;
}

export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new RuntimeConfigError('La configuración de la tienda aún no se ha cargado');
  }
  return current;
}

export function hasRuntimeConfig(): boolean {
  return current !== undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Record<string, unknown>, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new RuntimeConfigError(`Configuración inválida: falta "${path}${key}"`);
  }
  return value;
}

/** Validates untrusted JSON into a RuntimeConfig, with a Spanish message naming the bad key. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('Configuración inválida: se esperaba un objeto');
  const remotes = raw.remotes;
  if (!isRecord(remotes)) throw new RuntimeConfigError('Configuración inválida: falta "remotes"');
  const chat = isRecord(raw.chat) ? raw.chat : {};
  const analytics = isRecord(raw.analytics) ? raw.analytics : {};
  const botCheck = isRecord(raw.botCheck) ? raw.botCheck : {};
  return {
    app: typeof raw.app === 'string' ? raw.app : 'shell',
    apiBaseUrl: requireString(raw, 'apiBaseUrl', '').replace(/\/+$/, ''),
    remotes: {
      catalog: requireString(remotes, 'catalog', 'remotes.'),
      cartCheckout: requireString(remotes, 'cartCheckout', 'remotes.'),
      portal: requireString(remotes, 'portal', 'remotes.'),
      support: requireString(remotes, 'support', 'remotes.'),
    },
    maintenance: raw.maintenance === true,
    chat: {
      phone: typeof chat.phone === 'string' ? chat.phone : '',
      accountName: typeof chat.accountName === 'string' ? chat.accountName : '',
      messageBody: typeof chat.messageBody === 'string' ? chat.messageBody : '',
      placeholder: typeof chat.placeholder === 'string' ? chat.placeholder : '',
      ...(typeof chat.messageTime === 'string' ? { messageTime: chat.messageTime } : {}),
      ...(typeof chat.audioSrc === 'string' ? { audioSrc: chat.audioSrc } : {}),
      ...(typeof chat.typing === 'boolean' ? { typing: chat.typing } : {}),
    },
    analytics: {
      enabled: analytics.enabled === true,
      ...(typeof analytics.gtmContainerId === 'string' ? { gtmContainerId: analytics.gtmContainerId } : {}),
      ...(typeof analytics.ga4MeasurementId === 'string'
        ? { ga4MeasurementId: analytics.ga4MeasurementId }
        : {}),
    },
    ...(typeof raw.storefrontUrl === 'string' && raw.storefrontUrl
      ? { storefrontUrl: raw.storefrontUrl.replace(/\/+$/, '') }
      : {}),
    ...(botCheck.provider === 'recaptcha' && typeof botCheck.siteKey === 'string' && botCheck.siteKey
      ? { botCheck: { provider: 'recaptcha' as const, siteKey: botCheck.siteKey } }
      : {}),
  };
}

/** Fetches, validates and installs the configuration. */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) {
    throw new RuntimeConfigError(
      `No se pudo leer la configuración (${String(response.status)} ${response.statusText})`,
    );
  }
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  return config;
}
