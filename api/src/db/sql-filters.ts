import type { PageMeta } from '@store/contracts';

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
