import type { Product } from '@store/contracts';
import { apiUrl, type CartProductSnapshot } from '@store/shared-kernel';

/**
 * What the cart remote needs to add a product (`cart-add-requested`): the same facts the
 * catalog sends from its product pages (mf-catalog's `toCartSnapshot`), read from the product
 * as the catalogue has it now, not as it was when the order was placed.
 */
export function toCartSnapshot(product: Product): CartProductSnapshot {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price: product.price.sale,
    stock: product.stock,
    image: product.mainImage.size350 ? apiUrl(product.mainImage.size350) : null,
    brandName: product.brand.name,
    categoryName: product.mainCategory.name,
    group: product.group,
    materialGroup: product.materialGroup,
    coupon: product.coupon ? { ...product.coupon } : null,
  };
}
