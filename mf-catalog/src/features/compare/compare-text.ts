/** The compare feature's copy (the spec's own words where it gives them). */
export const MAX_COMPARED_PRODUCTS = 4;

export const COMPARE_TEXT = {
  /** Spec section 4, word for word (English in the original store). */
  added: 'Product added to Compare',
  limit: `Puedes comparar hasta ${String(MAX_COMPARED_PRODUCTS)} productos. Quita uno para agregar otro.`,
  add: 'Comparar',
  remove: 'Quitar de comparar',
  barLabel: 'Productos para comparar',
  barOpen: (count: number) => `Comparar (${String(count)})`,
  clear: 'Limpiar',
  removeOne: (name: string) => `Quitar ${name} de comparar`,
  pageTitle: 'Comparar productos',
  emptyTitle: 'No hay productos para comparar',
  emptyHint: 'Agrega productos con el botón «Comparar» desde el catálogo.',
  emptyLink: 'Ver el catálogo',
  tableLabel: 'Comparación de productos',
  tableRegion: 'Tabla de comparación, desplázate horizontalmente para ver todos los productos',
  different: 'Diferente',
  noValue: '—',
  rowProduct: 'Producto',
  rowPrice: 'Precio',
  rowStock: 'Disponibilidad',
  rowBrand: 'Marca',
  rowSpecsHeading: 'Especificaciones',
  inStock: (stock: number) => `Disponible (${String(stock)})`,
  soldOut: 'Agotado',
  loading: 'Cargando productos…',
} as const;
