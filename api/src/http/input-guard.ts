import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from './errors.js';

/**
 * One check on every route for values that JSON Schema lets through but PostgreSQL or the
 * serializer cannot store: a NUL byte (PostgreSQL text refuses it: SQLSTATE 22021), a lone
 * UTF-16 surrogate (not encodable as UTF-8: jsonb refuses `\ud800`, text stores U+FFFD) and a
 * non-finite number (`Infinity` in a path or query passes Ajv's integer coercion; `1e400` in
 * JSON parses to Infinity). Without it they reach SQL and come back as a 500.
 */
export const INPUT_GUARD_MESSAGES = {
  text: 'Contiene caracteres no permitidos',
  number: 'Debe ser un número finito',
} as const;

/** A lone high surrogate (not followed by a low one) or a lone low surrogate. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (value: string): boolean =>
  value.includes('\u0000') || LONE_SURROGATE.test(value);

/** The request parts the guard reads, named as the schema errors name their context. */
const PARTS = ['params', 'query', 'body', 'headers'] as const;

/** Enough to name the bad fields of one request; a larger answer helps nobody. */
const MAX_FIELDS = 10;

/**
 * The bad values of one request part, keyed like schema errors (`products.0.id`, or the part
 * itself for a bare value). Iterative, so a deeply nested body cannot overflow the stack.
 */
export function unsafeInputFields(value: unknown, root: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const name = (path: string): string => path || root;
  while (pending.length > 0 && Object.keys(fields).length < MAX_FIELDS) {
    const item = pending.pop();
    if (!item) break;
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) fields[name(path)] ??= INPUT_GUARD_MESSAGES.text;
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) fields[name(path)] ??= INPUT_GUARD_MESSAGES.number;
    } else if (Array.isArray(current)) {
      current.forEach((element: unknown, index) => {
        pending.push({ value: element, path: path ? `${path}.${String(index)}` : String(index) });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, element] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        // A key is stored too (jsonb answers, service forms), so it obeys the same rule.
        if (hasUnsafeText(key)) fields[name(childPath)] ??= INPUT_GUARD_MESSAGES.text;
        else pending.push({ value: element, path: childPath });
      }
    }
  }
  return fields;
}

/**
 * preHandler on every route: runs after schema validation (so it sees what the handler will
 * see, numbers already coerced from the path and query) and before the routes' own
 * preHandlers (instance hooks run first), which already query the database (session lookup).
 * Refuses with the store's 400 and one Spanish message per field.
 */
export async function inputGuard(request: FastifyRequest): Promise<void> {
  for (const part of PARTS) {
    const fields = unsafeInputFields(request[part], part);
    if (Object.keys(fields).length > 0) throw validationError(fields);
  }
}

/** Registers the guard; call before the routes so every plugin inherits it. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', inputGuard);
}
