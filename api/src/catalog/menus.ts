import type { MenuEntry, Menus } from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { allCategories } from './category-repository.js';

const MAIN_MENU: readonly MenuEntry[] = [
  { name: 'Servicio Técnico', url: '/technical-support' },
  { name: 'Contáctanos', url: '/contact-us' },
];

/**
 * The mega-menu is the category tree: each group's own url is what its 'Ver Todos' link opens
 * (the category page of a parent lists its children's products too).
 */
export async function buildMenus(db: Queryable): Promise<Menus> {
  const categories = await allCategories(db);
  const entry = (slug: string, name: string): MenuEntry => ({ name, url: `/category/${slug}` });
  const mega = categories
    .filter((category) => category.parent_id === null)
    .map((group) => {
      const children = categories
        .filter((category) => category.parent_id === group.id)
        .map((child) => entry(child.slug, child.name));
      return children.length > 0
        ? { ...entry(group.slug, group.name), children }
        : entry(group.slug, group.name);
    });
  return { mega, main: MAIN_MENU.map((item) => ({ ...item })) };
}
