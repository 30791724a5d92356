import type { Queryable } from '../db/db.js';
import type { ContentBlock, ContentPage, ContentPageLink } from '@store/contracts';

export async function listPages(db: Queryable): Promise<ContentPageLink[]> {
  return db.query<ContentPageLink>('SELECT slug, title FROM pages ORDER BY title');
}

export async function findPage(db: Queryable, slug: string): Promise<ContentPage | null> {
  const rows = await db.query<{
    slug: string;
    title: string;
    updated_at: Date | string;
    blocks: ContentBlock[] | string;
  }>('SELECT slug, title, updated_at, blocks FROM pages WHERE slug = $1', [slug]);
  const row = rows[0];
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    updatedAt: new Date(row.updated_at).toISOString(),
    // Both drivers parse jsonb; the string branch guards against a driver configured not to.
    blocks: typeof row.blocks === 'string' ? (JSON.parse(row.blocks) as ContentBlock[]) : row.blocks,
  };
}
