// 'Productos relacionados' below the product page's details (loaded when scrolled near).
export { LazyRelatedProducts } from './LazyRelatedProducts';
export { pickRelated, RELATED_MAX, RELATED_TITLE } from './pick-related';
