import type { Product, ProductImage } from '@store/contracts';

/**
 * What the compare list keeps of a product (memory and `corp-compare`): enough for the bar's
 * thumbnail, name and link. The page reads the rest (price, stock, specs) fresh from the API,
 * so a stored price or stock never goes stale on screen.
 */
export interface CompareItem {
  id: number;
  slug: string;
  name: string;
  mainImage: ProductImage;
}

/** The product a card or page shows, trimmed to what the compare list keeps. */
export function toCompareItem(product: Pick<Product, 'id' | 'slug' | 'name' | 'mainImage'>): CompareItem {
  const { id, slug, name, mainImage } = product;
  return {
    id,
    slug,
    name,
    mainImage: { alt: mainImage.alt, size350: mainImage.size350, srcSet: mainImage.srcSet },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isProductImage(value: unknown): value is ProductImage {
  return (
    isRecord(value) &&
    typeof value.alt === 'string' &&
    typeof value.size350 === 'string' &&
    typeof value.srcSet === 'string'
  );
}

function isCompareItem(value: unknown): value is CompareItem {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    typeof value.slug === 'string' &&
    typeof value.name === 'string' &&
    isProductImage(value.mainImage)
  );
}

/** localStorage is outside the program's types (older versions, other tools): checked on read. */
export function isCompareItemList(value: unknown): value is CompareItem[] {
  return Array.isArray(value) && value.every(isCompareItem);
}
