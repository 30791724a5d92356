import type { SchemaOptions } from '@sinclair/typebox';
import { StringEnum } from './enums.js';

/**
 * One sorting convention for every back-office list: the query's `sort` is a key (ascending) or
 * `-key` (descending), from a closed list per list (`?sort=-total`). The API validates it as an
 * enum (an unknown value is a 400 with the allowed ones named) and turns the key into its own,
 * fixed ORDER BY; the back office keeps the same `sort` in its URL and shows it on the column.
 */
export type SortValue<Key extends string> = Key | `-${Key}`;

/** Every value of a list's `sort`: each key ascending, then each descending. */
export function sortValues<const Key extends string>(keys: readonly Key[]): SortValue<Key>[] {
  return [...keys, ...keys.map((key): `-${Key}` => `-${key}`)];
}

/** The `sort` query parameter of a list sortable by `keys`. */
export const SortQuery = <const Key extends string>(keys: readonly Key[], options: SchemaOptions = {}) =>
  StringEnum(sortValues(keys), {
    description: `Orden: ${keys.join(', ')} (ascendente) o con "-" delante (descendente)`,
    ...options,
  });

/** The key and direction of a sort value (`-total` → total, descending). */
export function parseSort<Key extends string>(value: SortValue<Key>): { key: Key; descending: boolean } {
  return value.startsWith('-')
    ? { key: value.slice(1) as Key, descending: true }
    : { key: value as Key, descending: false };
}

/** A `sort` read from somewhere untyped (a URL), if it is one of the list's values. */
export function sortValueOf<Key extends string>(
  keys: readonly Key[],
  raw: string | undefined,
): SortValue<Key> | undefined {
  if (raw === undefined) return undefined;
  const key = raw.startsWith('-') ? raw.slice(1) : raw;
  return (keys as readonly string[]).includes(key) ? (raw as SortValue<Key>) : undefined;
}
