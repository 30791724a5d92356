import { useCallback, useEffect, useState } from 'react';
import { apiRequest, type MenuEntry, type Menus } from '@store/shared-kernel';

/** Spec section 2 names the main navigation; it stays usable even when /menus fails. */
export const DEFAULT_MAIN_MENU: readonly MenuEntry[] = [
  { name: 'Servicio Técnico', url: '/technical-support' },
  { name: 'Contáctanos', url: '/contact-us' },
];

export type MenusState =
  | { status: 'loading'; main: readonly MenuEntry[] }
  | { status: 'ready'; mega: MenuEntry[]; main: readonly MenuEntry[] }
  | { status: 'error'; main: readonly MenuEntry[] };

// One request per page load, shared by the desktop header and the mobile menu.
let pending: Promise<Menus> | undefined;

function fetchMenus(): Promise<Menus> {
  pending ??= apiRequest<Menus>('/menus').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Forgets the cached request (tests, and "Reintentar"). */
export function resetMenusCache(): void {
  pending = undefined;
}

/** GET /menus: the mega-menu groups and the main navigation. */
export function useMenus(): MenusState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MenusState>({ status: 'loading', main: DEFAULT_MAIN_MENU });

  useEffect(() => {
    let active = true;
    fetchMenus().then(
      (menus) => {
        if (!active) return;
        setState({
          status: 'ready',
          mega: menus.mega,
          main: menus.main.length > 0 ? menus.main : DEFAULT_MAIN_MENU,
        });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error', main: DEFAULT_MAIN_MENU });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    resetMenusCache();
    setState({ status: 'loading', main: DEFAULT_MAIN_MENU });
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, retry };
}
