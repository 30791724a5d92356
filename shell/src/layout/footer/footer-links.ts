/** A footer link inside the store: where it goes and what it says. */
export type FooterLink = readonly [to: string, label: string];

/** The information pages (support's content pages), under 'Información'. */
export const CONTENT_PAGE_LINKS: readonly FooterLink[] = [
  ['/pages/quienes-somos', 'Quiénes somos'],
  ['/pages/Responsabilidad-Social_ferema', 'Responsabilidad social'],
  ['/pages/politica-de-privacidad', 'Política de privacidad'],
  ['/pages/terminos-y-condiciones', 'Términos y condiciones'],
  ['/pages/devoluciones-y-cambios', 'Devoluciones y cambios'],
  ['/pages/politica-de-envios', 'Política de envíos'],
];

/**
 * Support's pages that have no place in the header, under 'Atención al cliente': following an
 * order and asking for a service. ('Mi Pedido' is in the header too; below the wide breakpoint
 * the header keeps it in the menu drawer, so the footer is the shorter way there on a phone.)
 */
export const CUSTOMER_CARE_LINKS: readonly FooterLink[] = [
  ['/estado-orden', 'Mi Pedido'],
  ['/solicitud-de-servicio', 'Solicitud de servicio'],
];

/** Where to find the store and how companies buy from it, under 'Tienda'. */
export const STORE_LINKS: readonly FooterLink[] = [
  ['/ubicanos', 'Ubícanos'],
  ['/ventas-corporativas', 'Ventas corporativas'],
];
