import { Kind, Type, TypeRegistry, type SchemaOptions } from '@sinclair/typebox';

/**
 * Closed lists of values written as JSON Schema `enum` rather than TypeBox's default (a union
 * of `const`): the API's Spanish messages name the allowed options from `enum`, query strings
 * coerce `"1"` to `1` only under a plain `type`, and OpenAPI shows one list. The kinds are
 * registered so `Value.Check` (clients' runtime checks) understands them too.
 */
TypeRegistry.Set<{ enum: readonly unknown[] }>('StringEnum', (schema, value) => schema.enum.includes(value));
TypeRegistry.Set<{ enum: readonly unknown[] }>('IntegerEnum', (schema, value) => schema.enum.includes(value));

export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, [Kind]: 'StringEnum', type: 'string', enum: values });

export const IntegerEnum = <const T extends readonly number[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, [Kind]: 'IntegerEnum', type: 'integer', enum: values });
