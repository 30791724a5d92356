/** The portal frame's Spanish copy (the section names are the spec's and the issue's). */
export const PORTAL_FRAME_TEXT = {
  navLabel: 'Mi cuenta',
  logout: 'Cerrar sesión',
  loggedOutToast: 'Cerraste sesión. ¡Vuelve pronto!',
  guardTitle: 'Inicia sesión para ver tu cuenta',
  guardBody: 'Tu perfil, direcciones, favoritos, contratos y compras están en tu cuenta.',
  guardLogin: 'Iniciar sesión',
  loading: 'Cargando...',
} as const;

export interface PortalNavItem {
  /** Absolute path under the shell's /portal route. */
  to: string;
  label: string;
}

/** The portal's sections, in the order the issue lists them. */
export const PORTAL_NAV_ITEMS: readonly PortalNavItem[] = [
  { to: '/portal', label: 'Mi Perfil' },
  { to: '/portal/direcciones', label: 'Direcciones' },
  { to: '/portal/wishlist', label: 'Favoritos' },
  { to: '/portal/contratos', label: 'Contratos' },
  { to: '/portal/compras', label: 'Compras' },
];
