// The product page's heart ('Agregar a Favoritos'): asks the portal, which owns the wish list.
export { WishlistButton } from './WishlistButton';
