/** The store's information pages, in the order the side navigation lists them. */
export const CONTENT_PAGES: readonly { slug: string; label: string }[] = [
  { slug: 'quienes-somos', label: 'Quiénes somos' },
  { slug: 'Responsabilidad-Social_ferema', label: 'Responsabilidad social' },
  { slug: 'politica-de-privacidad', label: 'Política de privacidad' },
  { slug: 'terminos-y-condiciones', label: 'Términos y condiciones' },
  { slug: 'devoluciones-y-cambios', label: 'Devoluciones y cambios' },
  { slug: 'politica-de-envios', label: 'Política de envíos' },
];

export function contentPagePath(slug: string): string {
  return `/pages/${slug}`;
}
