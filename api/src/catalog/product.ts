/** The product as every front-end receives it (names fixed by the shared contract). */
export interface Product {
  id: number;
  slug: string;
  name: string;
  sku: string;
  description: string;
  brand: { id: number; name: string };
  mainCategory: { id: number; name: string; slug: string };
  price: { sale: number; regular: number };
  stock: number;
  mainImage: { alt: string; size350: string; srcSet: string };
  specs?: Array<{ name: string; value: string }>;
  coupon: ProductCoupon | null;
  group: string;
  materialGroup: string;
}

export interface ProductCoupon {
  code: string;
  type: 'P' | 'F';
  discount: number;
  remaining: number;
  expire: string;
}

export interface ProductPage {
  items: Product[];
  _meta: { totalCount: number; pageCount: number; currentPage: number; perPage: number };
}

/** Widths the image endpoint renders (the spec's device sizes 640-3840 plus the 350 thumbnail). */
export const IMAGE_WIDTHS = [350, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const DEFAULT_IMAGE_QUALITY = 75;

export function productImageUrl(id: number, width: number, quality = DEFAULT_IMAGE_QUALITY): string {
  return `/images/products/${id}?w=${width}&q=${quality}`;
}

export function productMainImage(id: number, name: string): Product['mainImage'] {
  return {
    alt: name,
    size350: productImageUrl(id, 350),
    srcSet: IMAGE_WIDTHS.filter((width) => width >= 640)
      .map((width) => `${productImageUrl(id, width)} ${width}w`)
      .join(', '),
  };
}
