import type { SavedCartItem } from '@store/contracts';
import { apiUrl, type CartProductSnapshot } from '@store/app-kit';

/** The catalog facts every product answer of the API carries (a product, a saved cart line...). */
export type CartSnapshotSource = Pick<
  SavedCartItem,
  | 'id'
  | 'slug'
  | 'name'
  | 'sku'
  | 'stock'
  | 'mainImage'
  | 'brand'
  | 'mainCategory'
  | 'group'
  | 'materialGroup'
  | 'coupon'
>;

/**
 * What the cart remote needs to add a product (`cart-add-requested`), built the same way by
 * every team from what the API answered: the catalog's pages, the portal's favourites and
 * 'Comprar de nuevo', the cart's own saved lines. `salePrice`: the price the shopper pays now.
 */
export function toCartSnapshot(product: CartSnapshotSource, salePrice: number): CartProductSnapshot {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price: salePrice,
    stock: product.stock,
    // The API gives image paths relative to itself; the cart shows them from any origin.
    image: product.mainImage.size350 ? apiUrl(product.mainImage.size350) : null,
    brandName: product.brand.name,
    categoryName: product.mainCategory.name,
    group: product.group,
    materialGroup: product.materialGroup,
    coupon: product.coupon ? { ...product.coupon } : null,
  };
}
