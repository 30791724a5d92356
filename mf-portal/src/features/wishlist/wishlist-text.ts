/** The Favoritos copy in one place (spec section 4 words the add toast; the rest follows it). */
export const WISHLIST_TEXT = {
  title: 'Favoritos',
  /** Spec section 4, word for word. */
  added: 'Producto Agregado a mis Favoritos',
  removed: 'Producto eliminado de mis Favoritos',
  addFailed: 'No pudimos agregar el producto a tus Favoritos. Intenta de nuevo.',
  removeFailed: 'No pudimos quitar el producto de tus Favoritos. Intenta de nuevo.',
  loading: 'Cargando tus favoritos…',
  /** 'Tienes 2 productos en Favoritos.' (the count already worded: '1 producto', '2 productos'). */
  summary: (products: string) => `Tienes ${products} en Favoritos.`,
  empty: 'Aún no tienes productos en Favoritos.',
  emptyHint: 'Toca el corazón de un producto para guardarlo aquí.',
  browse: 'Ver el catálogo',
  available: 'Disponible',
  soldOut: 'Agotado',
  addToCart: 'Agregar al carrito',
  adding: 'Agregando…',
  remove: 'Quitar',
  cartAddFailed: 'No pudimos agregar el producto al carrito. Intenta de nuevo.',
  price: 'Precio:',
  previousPrice: 'Precio anterior:',
} as const;
