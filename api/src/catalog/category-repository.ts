import type { Category, CategoryListItem } from '@store/contracts';
import type { Queryable } from '../db/db.js';

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  position: number;
}

export async function allCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    'SELECT id, slug, name, parent_id, position FROM categories ORDER BY position, id',
  );
}

export async function listCategories(db: Queryable): Promise<CategoryListItem[]> {
  const rows = await allCategories(db);
  const slugById = new Map(rows.map((row) => [row.id, row.slug]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    parentSlug: row.parent_id === null ? null : (slugById.get(row.parent_id) ?? null),
  }));
}

export async function findCategory(db: Queryable, slug: string): Promise<Category | null> {
  const rows = await allCategories(db);
  const category = rows.find((row) => row.slug === slug);
  if (!category) return null;
  const parent = rows.find((row) => row.id === category.parent_id);
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    parent: parent ? { slug: parent.slug, name: parent.name } : null,
    children: rows
      .filter((row) => row.parent_id === category.id)
      .map((row) => ({ id: row.id, slug: row.slug, name: row.name })),
  };
}

/** The category and its children (the tree is two levels deep), or null if the slug is unknown. */
export async function categoryIdsWithChildren(db: Queryable, slug: string): Promise<number[] | null> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM categories c
      WHERE c.slug = $1 OR c.parent_id = (SELECT id FROM categories WHERE slug = $1)`,
    [slug],
  );
  return rows.length > 0 ? rows.map((row) => row.id) : null;
}
