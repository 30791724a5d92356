// Every shape that crosses HTTP, once. The API takes its route schemas from here; clients take
// the same types (and runtime checks through `matchesContract`). Bundled into each app.
export * from './http/common.js';
export * from './http/enums.js';
export * from './catalog/product.js';
export * from './catalog/listing-query.js';
export * from './catalog/menus.js';
export * from './catalog/category.js';
export * from './catalog/site-search.js';
export * from './content/content-page.js';
export * from './check.js';
export { SHARED_SCHEMAS } from './shared-schemas.js';
