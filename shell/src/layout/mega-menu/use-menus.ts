import type { MenuEntry, Menus } from '@store/contracts';
import { shellApi } from '../../app/shell-api';

/** The main navigation stays usable even when /menus fails. */
export const DEFAULT_MAIN_MENU: readonly MenuEntry[] = [
  { name: 'Servicio Técnico', url: '/technical-support' },
  { name: 'Contáctanos', url: '/contact-us' },
];

export type MenusState =
  | { status: 'loading'; main: readonly MenuEntry[] }
  | { status: 'ready'; mega: MenuEntry[]; main: readonly MenuEntry[] }
  | { status: 'error'; main: readonly MenuEntry[] };

export const menusApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    // One request per page load, shared by the desktop header and the mobile menu.
    getMenus: build.query<Menus, undefined>({ query: () => '/menus' }),
  }),
});

/** GET /menus: the mega-menu groups and the main navigation. */
export function useMenus(): MenusState & { retry: () => void } {
  const { data, isError, refetch } = menusApi.useGetMenusQuery(undefined);
  const retry = () => void refetch();
  if (data) {
    return {
      status: 'ready',
      mega: data.mega,
      main: data.main.length > 0 ? data.main : DEFAULT_MAIN_MENU,
      retry,
    };
  }
  return { status: isError ? 'error' : 'loading', main: DEFAULT_MAIN_MENU, retry };
}
