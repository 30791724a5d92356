import { apiUrl, type CartProductSnapshot } from '@store/shared-kernel';
import type { Product } from '@store/contracts';

/** The facts the cart remote needs about a product; it stays the owner of the cart itself. */
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
