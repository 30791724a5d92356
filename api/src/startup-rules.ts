/**
 * The one list of rules a start of the API is judged by (docs/security.md, "Start-up refusals").
 * `startupProblems` (readConfig, hence server.ts) and the production checklist
 * (production-checklist.ts, `npm run check:production`) both read this table, so the checklist
 * can never promise a start the server would refuse, nor the other way round.
 *
 * Each rule names one variable, says in Spanish what a production start needs of it, and checks
 * an environment. A `refusal` stops the start; an `advice` is shown by the checklist only (a
 * store can run without it, but the production checklist recommends it).
 */
import { envFlag } from './env-values.js';
import { isKnownNodeEnv, isProduction } from './node-env.js';
import { DEVELOPMENT_GATEWAY_SECRET, SANDBOX_PATH } from './payments/gateway-settings.js';
import { parseTotpKey } from './staff/staff-settings.js';

export interface RuleContext {
  env: NodeJS.ProcessEnv;
  /**
   * Judged as a production start: NODE_ENV says so (start-up), or the checklist asks whether a
   * production start would accept this environment.
   */
  production: boolean;
  /** DEVELOPMENT_AIDS as the start reads it; a malformed value counts as off (its rule names it). */
  developmentAids: boolean;
}

export interface StartupRule {
  variable: string;
  /** What a production start needs of the variable, in Spanish (the checklist's second column). */
  production: string;
  severity: 'refusal' | 'advice';
  /**
   * The problem with this environment, in Spanish, naming the variable and what to set; null
   * when there is none. May throw an Error naming a malformed value (envFlag): it is reported
   * as the problem.
   */
  check(context: RuleContext): string | null;
}

/** The shortest GATEWAY_SECRET a production start accepts (issue 33: 4 characters fell offline in 0.55 s). */
export const MIN_GATEWAY_SECRET_LENGTH = 32;

/** Without the development aids, and always in production (the aids are refused there anyway). */
const withoutAids = ({ developmentAids, production }: RuleContext): boolean => !developmentAids || production;

/** BOT_CHECK_PROVIDER as the account settings would use it (`local` is a development aid). */
function botCheckProvider({ env, developmentAids, production }: RuleContext): string {
  return env.BOT_CHECK_PROVIDER?.trim().toLowerCase() || (developmentAids && !production ? 'local' : '');
}

/** A set, non-empty value of the variable. */
const isSet = (env: NodeJS.ProcessEnv, name: string): boolean => (env[name]?.trim() ?? '') !== '';

/**
 * A variable a production start refuses when `isOn` (read in every environment, so a malformed
 * value is reported wherever it is: envFlag throws).
 */
function refusedInProduction(
  name: string,
  production: string,
  isOn: (env: NodeJS.ProcessEnv) => boolean,
  problem: string,
): StartupRule {
  return {
    variable: name,
    production,
    severity: 'refusal',
    check: ({ env, production: judgedAsProduction }) => (isOn(env) && judgedAsProduction ? problem : null),
  };
}

/** A development switch: refused in production when on. */
const productionSwitch = (name: string, why: string): StartupRule =>
  refusedInProduction(
    name,
    'sin definir (o 0)',
    (env) => envFlag(env, name, false),
    `${name}=1 no se permite con NODE_ENV=production (${why}); quita ${name} o ponla en 0`,
  );

/** A demo data setting: a production store has no demo data, so setting one is a mistake. */
const demoOnly = (name: string, why: string): StartupRule =>
  refusedInProduction(
    name,
    'sin definir: solo existe con los datos de demostración',
    (env) => isSet(env, name),
    `${name} no se permite con NODE_ENV=production (${why}); quítala`,
  );

/** A variable production should set: `whenUnset` is the problem of a production start without it. */
function setInProduction(
  name: string,
  severity: StartupRule['severity'],
  production: string,
  whenUnset: string,
): StartupRule {
  return {
    variable: name,
    production,
    severity,
    check: (context) => (context.production && !isSet(context.env, name) ? whenUnset : null),
  };
}

/** A variable production should set, though a start without it works (`advice` when unset). */
const recommended = (name: string, production: string, whenUnset: string): StartupRule =>
  setInProduction(name, 'advice', `recomendada: ${production}`, whenUnset);

/** A variable a production start requires; outside production its absence has a default or is allowed. */
const requiredInProduction = (name: string, production: string, whenUnset: string): StartupRule =>
  setInProduction(name, 'refusal', `obligatoria: ${production}`, whenUnset);

/** A host that only this machine reaches: a default left in place, never a public address. */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '0.0.0.0'
  );
}

/**
 * A public http(s) address a production start requires (its development default is localhost).
 * `label` says what it is, `why` (optional) what goes wrong without it. `whenSet` also checks the
 * value's form outside production when it is given.
 */
function publicAddress(
  name: string,
  {
    label,
    why,
    example,
    whenSet = false,
  }: { label: string; why?: string; example: string; whenSet?: boolean },
): StartupRule {
  const malformed = (value: string): string =>
    `${name} debe ser una dirección http(s) absoluta (recibido "${value}"), p. ej. ${example}`;
  return {
    variable: name,
    production: `obligatoria: ${label}, http(s) y pública, no localhost (p. ej. ${example})`,
    severity: 'refusal',
    check: ({ env, production }) => {
      const value = env[name]?.trim() ?? '';
      if (!production && !(whenSet && value !== '')) return null;
      if (value === '')
        return `Falta ${name} (${label}${why ? `; ${why}` : ''}); define la dirección pública, p. ej. ${example}`;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return malformed(value);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return malformed(value);
      if (production && isLoopbackHost(url.hostname))
        return `${name} apunta a ${url.hostname} (recibido "${value}"); con NODE_ENV=production usa la dirección pública, p. ej. ${example}`;
      return null;
    },
  };
}

const GATEWAY_HELP = {
  GATEWAY_KEY_ID: 'identificador público de la llave de la pasarela de pago',
  GATEWAY_SECRET: 'secreto de las firmas que entrega el banco',
  GATEWAY_URL: 'dirección del formulario de pago de la pasarela',
} as const;

/** A gateway variable every start without the development aids must set. */
const missingGatewayVariable = (name: keyof typeof GATEWAY_HELP, context: RuleContext): string | null =>
  withoutAids(context) && !context.env[name] ? `Falta ${name} (${GATEWAY_HELP[name]})` : null;

/** Every rule, in the order the start-up message and the checklist list them. */
export const STARTUP_RULES: readonly StartupRule[] = [
  {
    variable: 'NODE_ENV',
    production:
      'production (o prod, sin distinguir mayúsculas); fuera de producción development, test o staging',
    severity: 'refusal',
    check: ({ env, production }) => {
      if (!isKnownNodeEnv(env))
        return `NODE_ENV="${env.NODE_ENV ?? ''}" no es un entorno conocido; usa NODE_ENV=production en producción (o development, test o staging fuera de ella)`;
      // Only the checklist judges a non-production environment as production.
      if (production && !isProduction(env))
        return env.NODE_ENV?.trim()
          ? `NODE_ENV=${env.NODE_ENV.trim()} no es producción; define NODE_ENV=production`
          : 'Falta NODE_ENV=production';
      return null;
    },
  },
  productionSwitch(
    'DEVELOPMENT_AIDS',
    'activa la pasarela de pruebas, la bandeja de correos y la verificación local anti-robots',
  ),
  {
    variable: 'GATEWAY_KEY_ID',
    production: 'obligatoria: el identificador de la llave que entrega el banco',
    severity: 'refusal',
    check: (context) => missingGatewayVariable('GATEWAY_KEY_ID', context),
  },
  {
    variable: 'GATEWAY_SECRET',
    production: `obligatoria: el secreto que entrega el banco, de ${MIN_GATEWAY_SECRET_LENGTH} caracteres o más (nunca el de desarrollo)`,
    severity: 'refusal',
    check: (context) => {
      const secret = context.env.GATEWAY_SECRET ?? '';
      const missing = missingGatewayVariable('GATEWAY_SECRET', context);
      if (missing || !context.production || secret === '') return missing;
      if (secret === DEVELOPMENT_GATEWAY_SECRET)
        return 'GATEWAY_SECRET es el secreto público de desarrollo; con NODE_ENV=production usa el que entrega el banco';
      // Every billing call hands the shopper an md5 of everything but the secret: a short one
      // is recovered offline and signs approvals.
      if (secret.length < MIN_GATEWAY_SECRET_LENGTH)
        return `GATEWAY_SECRET tiene ${secret.length} caracteres; con NODE_ENV=production debe tener al menos ${MIN_GATEWAY_SECRET_LENGTH} (uno corto se adivina a partir de las firmas que ve cualquier comprador): pide al banco un secreto más largo`;
      return null;
    },
  },
  {
    variable: 'GATEWAY_URL',
    production: 'obligatoria: el formulario de pago del banco (no la pasarela de pruebas)',
    severity: 'refusal',
    check: (context) =>
      missingGatewayVariable('GATEWAY_URL', context) ??
      (context.production && context.env.GATEWAY_URL?.endsWith(SANDBOX_PATH)
        ? `GATEWAY_URL apunta a la pasarela de pruebas (${SANDBOX_PATH}); con NODE_ENV=production usa la del banco`
        : null),
  },
  publicAddress('GATEWAY_RETURN_URL', {
    label: 'la página /checkout/finalizacion de la tienda',
    why: 'adonde la pasarela devuelve al comprador',
    example: 'https://tienda.example.hn/checkout/finalizacion',
  }),
  {
    variable: 'GATEWAY_PROCESSOR',
    production: 'obligatoria: el nombre del procesador del banco (no sandbox)',
    severity: 'refusal',
    check: ({ env, production }) => {
      if (!production) return null;
      const processor = env.GATEWAY_PROCESSOR?.trim() ?? '';
      if (processor === '')
        return 'Falta GATEWAY_PROCESSOR (nombre del procesador de pagos que se guarda con cada pago; sin ella sería "sandbox"); define el del banco';
      if (processor.toLowerCase() === 'sandbox')
        return 'GATEWAY_PROCESSOR=sandbox no se permite con NODE_ENV=production (es la pasarela de pruebas); define el nombre del procesador del banco';
      return null;
    },
  },
  productionSwitch('GATEWAY_SANDBOX', 'cualquiera podría pagar sus pedidos con una tarjeta de prueba'),
  {
    variable: 'BOT_CHECK_PROVIDER',
    production: 'recaptcha (con RECAPTCHA_SECRET)',
    severity: 'refusal',
    check: (context) => {
      if (withoutAids(context) && botCheckProvider(context) === '')
        return 'Falta BOT_CHECK_PROVIDER=recaptcha con RECAPTCHA_SECRET (verificación anti-robots del inicio de sesión y el registro)';
      // Asked for by name only: with DEVELOPMENT_AIDS=1 its own refusal already covers it.
      if (context.production && context.env.BOT_CHECK_PROVIDER?.trim().toLowerCase() === 'local')
        return 'BOT_CHECK_PROVIDER=local no se permite con NODE_ENV=production (acepta un token público); usa recaptcha';
      return null;
    },
  },
  {
    variable: 'RECAPTCHA_SECRET',
    production: 'obligatoria con BOT_CHECK_PROVIDER=recaptcha: la clave secreta del sitio en reCAPTCHA',
    severity: 'refusal',
    check: (context) =>
      botCheckProvider(context) === 'recaptcha' && !context.env.RECAPTCHA_SECRET
        ? 'Falta RECAPTCHA_SECRET (obligatorio con BOT_CHECK_PROVIDER=recaptcha)'
        : null,
  },
  productionSwitch('DEV_OUTBOX', 'GET /dev/outbox muestra el correo de todos los clientes'),
  publicAddress('PUBLIC_URL', {
    label: 'la dirección de esta API',
    why: 'sin ella el checkout incrustado tomaría su dirección del encabezado Host',
    example: 'https://api.tienda.example.hn',
    whenSet: true,
  }),
  publicAddress('STORE_URL', {
    label: 'la dirección de la tienda',
    why: 'enlaces de los correos, sitemap.xml y robots.txt',
    example: 'https://tienda.example.hn',
  }),
  publicAddress('CHECKOUT_PUBLIC_URL', {
    label: 'la dirección de mf-cart-checkout',
    why: 'de donde el checkout incrustado carga su script',
    example: 'https://checkout.tienda.example.hn',
  }),
  // Without SMTP the store's mail never leaves the outbox (src/mail/mail-settings.ts).
  requiredInProduction(
    'SMTP_HOST',
    'el servidor SMTP que entrega el correo de la tienda (con SMTP_PORT, SMTP_SECURE, SMTP_USER y SMTP_PASSWORD según el proveedor)',
    'Falta SMTP_HOST (servidor SMTP; sin él ningún correo de la tienda sale: ni los enlaces para restablecer la contraseña ni las confirmaciones de pedidos y pagos); define SMTP_HOST y, según el proveedor, SMTP_PORT, SMTP_SECURE, SMTP_USER y SMTP_PASSWORD',
  ),
  requiredInProduction(
    'MAIL_FROM',
    'el remitente de los correos, con el dominio de la tienda (p. ej. "TecnoHN <no-responder@tienda.example.hn>")',
    'Falta MAIL_FROM (remitente de los correos de la tienda); define p. ej. MAIL_FROM="TecnoHN <no-responder@tienda.example.hn>"',
  ),
  // The staff's TOTP secrets are encrypted with it (src/staff/totp-secret.ts); without it no
  // staff member can enrol or log in in production, so the back office would be locked.
  {
    variable: 'STAFF_TOTP_KEY',
    production: 'obligatoria: 32 bytes en base64 (openssl rand -base64 32) o 64 caracteres hexadecimales',
    severity: 'refusal',
    check: ({ env, production }) => {
      const value = env.STAFF_TOTP_KEY?.trim() ?? '';
      if (value === '')
        return production
          ? 'Falta STAFF_TOTP_KEY (clave que cifra el segundo factor del personal; sin ella nadie del personal puede entrar); define STAFF_TOTP_KEY con openssl rand -base64 32'
          : null;
      try {
        parseTotpKey(value);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
  },
  {
    variable: 'DEMO_DATA',
    production: 'sin definir (o 0): una tienda real nunca carga los datos de demostración',
    severity: 'refusal',
    check: ({ env, production }) => {
      const value = env.DEMO_DATA?.trim() ?? '';
      return production && !['', '0', 'false', 'no'].includes(value.toLowerCase())
        ? `DEMO_DATA=${value} no se permite con NODE_ENV=production (crea clientes con la contraseña publicada en api/README.md y el integrador de demostración con su secreto público); quita DEMO_DATA`
        : null;
    },
  },
  demoOnly('EMBED_DEMO_SECRET', 'es el secreto del integrador de demostración, que no existe en producción'),
  demoOnly(
    'EMBED_DEMO_ORIGINS',
    'son los orígenes del integrador de demostración, que no existe en producción',
  ),
  recommended(
    'DATABASE_URL',
    'un servidor PostgreSQL con copias de seguridad',
    'Sin DATABASE_URL la tienda usa la base embebida en DATA_DIR/pglite (un solo proceso; las copias de seguridad corren por tu cuenta); define DATABASE_URL=postgres://…',
  ),
  recommended(
    'CORS_ORIGINS',
    'las direcciones públicas de las aplicaciones de la tienda, separadas por comas',
    'Sin CORS_ORIGINS la API solo responde a las aplicaciones en localhost:3000–3004; define las direcciones públicas de la tienda',
  ),
  {
    variable: 'TRUST_PROXY',
    production: 'recomendada: la dirección o el CIDR del proxy que termina TLS (no true)',
    severity: 'advice',
    check: ({ env, production }) => {
      if (!production) return null;
      const value = env.TRUST_PROXY?.trim().toLowerCase() ?? '';
      if (value === '' || value === 'false')
        return 'Sin TRUST_PROXY, detrás de un proxy todos los clientes cuentan como uno en los límites por dirección; define la dirección del proxy';
      if (value === 'true')
        return 'TRUST_PROXY=true acepta el X-Forwarded-For de cualquiera (un cliente elige su dirección y evade los límites); define la dirección o el CIDR del proxy';
      return null;
    },
  },
  {
    variable: 'RATE_LIMIT_SCALE',
    production: 'recomendada: sin definir (o 1)',
    severity: 'advice',
    check: ({ env, production }) => {
      const value = env.RATE_LIMIT_SCALE?.trim() ?? '';
      return production && value !== '' && value !== '1'
        ? `RATE_LIMIT_SCALE=${value} multiplica todos los límites de solicitudes (es para las pruebas); quítala`
        : null;
    },
  },
];

export interface RuleResult {
  rule: StartupRule;
  problem: string | null;
}

/** The context the rules judge `env` in, as a production start (`production`) or as it says. */
export function ruleContext(env: NodeJS.ProcessEnv, production: boolean): RuleContext {
  let developmentAids = false;
  try {
    developmentAids = envFlag(env, 'DEVELOPMENT_AIDS', false);
  } catch {
    // Reported by the DEVELOPMENT_AIDS rule; judged here as off, the stricter side.
  }
  return { env, production, developmentAids };
}

/** Every rule with its verdict on `env`; a malformed value is the problem of its rule. */
export function evaluateRules(env: NodeJS.ProcessEnv, production: boolean): RuleResult[] {
  const context = ruleContext(env, production);
  return STARTUP_RULES.map((rule) => {
    try {
      return { rule, problem: rule.check(context) };
    } catch (error) {
      return { rule, problem: error instanceof Error ? error.message : String(error) };
    }
  });
}

/**
 * Every reason not to start with this environment, all at once so one attempt shows them all
 * (readConfig throws them as one ConfigError): without DEVELOPMENT_AIDS=1 the gateway's
 * variables and a real bot check are required; in production (isProduction) no development
 * aid, no demo data and no localhost address is accepted, and the gateway secret must be long.
 */
export function startupProblems(env: NodeJS.ProcessEnv): string[] {
  return evaluateRules(env, isProduction(env)).flatMap(({ rule, problem }) =>
    rule.severity === 'refusal' && problem !== null ? [problem] : [],
  );
}
