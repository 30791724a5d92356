import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http/common.js';
import { EMBED_INTEGRATOR_KEY_PATTERN } from '../embed/embed-protocol.js';

/**
 * Integrators of the embeddable checkout in the back office (issue 34, "Admin"; role `admin`):
 * their allowed origins, a new server secret, disabling. docs/embedding.md says what the
 * integrator does on their side.
 */

export const IntegratorParams = Type.Object({
  key: Type.String({ pattern: EMBED_INTEGRATOR_KEY_PATTERN, maxLength: 40 }),
});
export type IntegratorParams = Static<typeof IntegratorParams>;

export const AdminIntegrator = Type.Object({
  key: Type.String(),
  name: Type.String(),
  origins: Type.Array(Type.String(), { description: 'Orígenes normalizados: esquema://dominio[:puerto]' }),
  disabled: Type.Boolean(),
  disabledAt: Nullable(Type.String({ format: 'date-time' })),
  secretRotatedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminIntegrator = Static<typeof AdminIntegrator>;

export const AdminIntegratorList = Type.Object({ items: Type.Array(AdminIntegrator) });
export type AdminIntegratorList = Static<typeof AdminIntegratorList>;

export const INTEGRATOR_MAX_ORIGINS = 20;

/** PUT /admin/integrators/{key}/origins: the whole list (each checked by `integratorOriginProblem`). */
export const IntegratorOriginsBody = Type.Object({
  origins: Type.Array(Type.String({ maxLength: 200 }), { maxItems: INTEGRATOR_MAX_ORIGINS }),
});
export type IntegratorOriginsBody = Static<typeof IntegratorOriginsBody>;

export const INTEGRATOR_NAME_MAX_LENGTH = 100;

/**
 * POST /admin/integrators: a new integrator. The key is public (it goes in the integrator's
 * page, docs/embedding.md) and never changes; `integratorKeyProblem` checks it with a Spanish
 * message before the pattern would answer a bare 'Formato inválido'.
 */
export const NewIntegratorBody = Type.Object({
  key: Type.String({ maxLength: 40, description: 'Minúsculas, cifras y guiones; empieza con letra o cifra' }),
  name: Type.String({ maxLength: INTEGRATOR_NAME_MAX_LENGTH }),
  origins: Type.Array(Type.String({ maxLength: 200 }), { maxItems: INTEGRATOR_MAX_ORIGINS }),
});
export type NewIntegratorBody = Static<typeof NewIntegratorBody>;

/**
 * 200 of POST /admin/integrators/{key}/rotate-secret and 201 of POST /admin/integrators: the
 * secret, shown this once.
 */
export const RotatedIntegratorSecret = Type.Object({
  integrator: AdminIntegrator,
  secret: Type.String({ description: 'La nueva clave secreta; no se vuelve a mostrar' }),
});
export type RotatedIntegratorSecret = Static<typeof RotatedIntegratorSecret>;

export const INTEGRATOR_MESSAGES = {
  originsRequired: 'Indica al menos un origen permitido (o desactiva el integrador)',
  tooManyOrigins: `Se admiten hasta ${INTEGRATOR_MAX_ORIGINS} orígenes`,
  notFound: 'Integrador no encontrado',
  keyRequired: 'Indica la clave pública del integrador (p. ej. tienda-accesorios)',
  keyFormat:
    'La clave pública lleva solo minúsculas sin tildes, cifras y guiones, empieza con letra o cifra y tiene hasta 40 caracteres',
  nameRequired: 'Indica el nombre del integrador',
  keyTaken: (key: string) => `Ya existe un integrador con la clave ${key}`,
} as const;

const INTEGRATOR_KEY_REGEXP = new RegExp(EMBED_INTEGRATOR_KEY_PATTERN);

/** The Spanish problem of a new integrator's public key, or null (the same rule as the embed routes). */
export function integratorKeyProblem(value: string): string | null {
  const key = value.trim();
  if (key === '') return INTEGRATOR_MESSAGES.keyRequired;
  return INTEGRATOR_KEY_REGEXP.test(key) ? null : INTEGRATOR_MESSAGES.keyFormat;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** scheme://host[:port] and an optional slash; the host a DNS name, an IPv4 or a bracketed IPv6. */
const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;

/**
 * The Spanish problem of one origin an admin typed, or null: `https://dominio[:puerto]` with no
 * path, or `http://localhost[:puerto]` (and 127.0.0.1) for an integrator's development. A plain
 * http origin on the internet would let anyone on the shopper's network change the page that
 * frames the checkout. (The API then stores it normalised, as the embed routes compare it.)
 */
export function integratorOriginProblem(value: string): string | null {
  const text = value.trim();
  const quoted = `«${text}»`;
  const match = ORIGIN_PATTERN.exec(text);
  if (!match)
    return `${quoted} no es un origen: escribe solo esquema y dominio, p. ej. https://tienda.ejemplo.hn (sin ruta)`;
  const [, scheme = '', host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535))
    return `${quoted} tiene un puerto no válido`;
  if (scheme.toLowerCase() === 'https') return null;
  return LOCAL_HOSTS.has(host.toLowerCase())
    ? null
    : `${quoted} debe usar https:// (http:// solo para localhost en desarrollo)`;
}
