/** The category tree of the mega-menu (slugs of docs/business-rules.md#pages-and-layouts), in menu order. */
export interface CategorySeed {
  slug: string;
  name: string;
  children?: CategorySeed[];
}

export const CATEGORY_TREE: readonly CategorySeed[] = [
  { slug: 'laptops', name: 'Laptops' },
  { slug: 'desktop', name: 'Desktops' },
  { slug: 'tablets', name: 'Tablets' },
  { slug: 'accesorios-de-computo', name: 'Accesorios de cómputo' },
  { slug: 'licencias-de-office-y-antivirus', name: 'Licencias de Office y antivirus' },
  { slug: 'servidores', name: 'Servidores' },
  {
    slug: 'networking',
    name: 'Networking',
    children: [
      { slug: 'cortafuegos-firewall', name: 'Cortafuegos/Firewall' },
      { slug: 'switches', name: 'Switches' },
      { slug: 'routers', name: 'Routers' },
      { slug: 'access-point', name: 'Access Point' },
    ],
  },
  {
    slug: 'senalizacion-digital',
    name: 'Señalización digital',
    children: [
      { slug: 'senalizacion-digital-de-interiores', name: 'Señalización digital de interiores' },
      { slug: 'sistemas-de-videoconferencia', name: 'Sistemas de videoconferencia' },
      { slug: 'pizarras-interactivas', name: 'Pizarras interactivas' },
    ],
  },
  {
    slug: 'impresoras-y-tintas',
    name: 'Impresoras y tintas',
    children: [
      { slug: 'impresoras-multifuncionales', name: 'Impresoras multifuncionales' },
      { slug: 'tintas', name: 'Tintas' },
    ],
  },
  { slug: 'solar', name: 'Energía solar' },
];

/** Every slug of the tree, parents first. */
export function allCategorySlugs(): string[] {
  return CATEGORY_TREE.flatMap((category) => [
    category.slug,
    ...(category.children ?? []).map((child) => child.slug),
  ]);
}
