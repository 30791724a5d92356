import type { Static, TSchema } from '@sinclair/typebox';
import { Check } from '@sinclair/typebox/value';
import { registerContractFormats } from './formats.js';
import { SHARED_SCHEMAS } from './shared-schemas.js';

registerContractFormats();

/**
 * Runtime check of data that arrives from outside the program's types (localStorage, a
 * message from another window): true only when `value` has the contract's shape. The same
 * schema validates the API's requests, so a client never trusts a shape the server would refuse.
 */
export function matchesContract<T extends TSchema>(schema: T, value: unknown): value is Static<T> {
  return Check(schema, [...SHARED_SCHEMAS], value);
}
