import { ErrorBody } from './http/common.js';
import { MenuEntry } from './catalog/menus.js';
import { Product, ProductPage } from './catalog/product.js';

/** Schemas with an `$id`, registered once with Fastify (`app.addSchema`) and referenced by `Type.Ref`. */
export const SHARED_SCHEMAS = [ErrorBody, Product, ProductPage, MenuEntry] as const;
