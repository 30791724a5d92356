// The wishlist feature's public API for the portal's routes (eslint: features meet only here).
export { WishlistPage } from './WishlistPage';
