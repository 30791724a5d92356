import {
  Kind,
  Type,
  TypeRegistry,
  type Static,
  type TInteger,
  type TNumber,
  type TSchema,
  type TString,
} from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const Inner = Symbol('NullableInput.inner');

/**
 * The registered kind checks `null` or the wrapped scalar, so clients' `matchesContract`
 * understands it like the server's Ajv does.
 */
TypeRegistry.Set<{ [Inner]: TSchema }>(
  'NullableInput',
  (schema, value) => value === null || Value.Check(schema[Inner], value),
);

/**
 * `T | null` of a request field (body or query), written as JSON Schema `type: [T, 'null']`
 * rather than `Nullable`'s `anyOf`. Fastify's Ajv coerces types, and inside `anyOf` it coerces
 * before the null branch is tried: `null` would reach the handler as `""` or `0`, and `0` as
 * `null` (so `minimum: 1` would let 0 through). Responses keep `Nullable`: the serializer does
 * not coerce. The keywords of the wrapped schema (maxLength, minimum...) apply to the non-null value.
 */
export const NullableInput = <T extends TString | TInteger | TNumber>(schema: T) =>
  Type.Unsafe<Static<T> | null>({
    ...schema,
    [Kind]: 'NullableInput',
    type: [schema.type, 'null'],
    [Inner]: schema,
  });
