import type { PageMeta } from '@store/contracts';
import type { Queryable } from './db.js';

/**
 * The WHERE clause of a list with optional filters, and its parameters in order. Each filter's
 * condition writes `?` for its one value (as often as it needs it); `next` numbers a parameter
 * after the filters (LIMIT, OFFSET).
 *
 * ```ts
 * const filters = new SqlFilters();
 * if (query.status) filters.add('status = ?', query.status);
 * if (query.q) filters.add('(name ILIKE ? OR email ILIKE ?)', `%${escapeLike(query.q)}%`);
 * db.query(`SELECT ... ${filters.where()} LIMIT ${filters.next(25)}`, filters.params);
 * ```
 */
export class SqlFilters {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  add(condition: string, value: unknown): this {
    const ref = this.next(value);
    this.conditions.push(condition.replaceAll('?', ref));
    return this;
  }

  /** A condition with no value of its own (`hidden_at IS NULL`). */
  addFixed(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** `$n` of a new parameter. */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  where(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** `%`, `_` and `\` typed by staff are looked for as themselves in ILIKE, not as wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The `_meta` of a page of a list (the same shape as every paged answer). */
export function pageMeta(totalCount: number, currentPage: number, perPage: number): PageMeta {
  return { totalCount, pageCount: Math.ceil(totalCount / perPage), currentPage, perPage };
}

/**
 * One page of a filtered list and the count of all its rows: `SELECT {columns} {from} {where}
 * ORDER BY {orderBy} LIMIT … OFFSET …` and `SELECT count(*) {from} {where}`, the filters'
 * parameters shared by both. `Row` is the shape the caller's columns give, as in Queryable.query.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as db.query<T>
export async function selectPage<Row extends object>(
  db: Queryable,
  filters: SqlFilters,
  sql: { columns: string; from: string; orderBy: string },
  paging: { page: number; perPage: number },
): Promise<{ rows: Row[]; meta: PageMeta }> {
  const where = filters.where();
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${sql.from} ${where}`, [
    ...filters.params,
  ]);
  const limit = filters.next(paging.perPage);
  const offset = filters.next((paging.page - 1) * paging.perPage);
  const rows = await db.query<Row>(
    `SELECT ${sql.columns} ${sql.from} ${where} ORDER BY ${sql.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    filters.params,
  );
  return { rows, meta: pageMeta(counted?.total ?? 0, paging.page, paging.perPage) };
}
