import { KindGuard } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';

const REQUEST_PARTS = ['params', 'querystring', 'headers', 'body'] as const;

/**
 * Every route takes each part of its schema from @store/contracts (TypeBox schemas, marked by
 * TypeBox's `Kind`), never a hand-written JSON schema: then a client's type and the API's
 * validation are the same declaration. Registered as an `onRoute` hook, so a route that breaks
 * the rule stops the API at start-up (and every API test) with the route named.
 */
export function assertContractSchemas(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide === true) return;
  const handWritten: string[] = [];
  for (const part of REQUEST_PARTS) {
    const value: unknown = schema[part];
    if (value !== undefined && !KindGuard.IsSchema(value)) handWritten.push(part);
  }
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  for (const [status, value] of Object.entries(responses)) {
    if (!KindGuard.IsSchema(value)) handWritten.push(`response ${status}`);
  }
  if (handWritten.length > 0) {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `${methods} ${route.url}: ${handWritten.join(', ')} sin esquema de @store/contracts (TypeBox)`,
    );
  }
}
