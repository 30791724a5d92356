import { parseSort, type SortValue } from '@store/contracts';

/**
 * The ORDER BY of a list's `sort` (`total`, `-createdAt`; contracts' SortQuery): the key picks
 * one of the list's own fixed SQL expressions, so nothing typed by a user ever reaches the SQL,
 * and the row id, in the same direction, keeps equal values in one stable order across pages.
 */
export function orderByOf<Key extends string>(
  sort: SortValue<Key>,
  expressions: Readonly<Record<Key, string>>,
  tieBreaker: string,
): string {
  const { key, descending } = parseSort(sort);
  // The schema already refused any other key; this keeps a caller that skipped it from building SQL.
  if (!Object.hasOwn(expressions, key)) throw new Error(`Orden desconocido: ${key}`);
  const direction = descending ? 'DESC' : 'ASC';
  return `${expressions[key]} ${direction}, ${tieBreaker} ${direction}`;
}

/** A SQL expression giving each value its position in a fixed list (a status in workflow order). */
export function positionIn(expression: string, values: readonly string[]): string {
  // The values are the code's own constants (status codes), never user input.
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return `array_position(ARRAY[${list}]::text[], ${expression})`;
}
