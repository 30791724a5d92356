import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, type ProductImage } from '@store/contracts';

export function productImageUrl(id: number, width: number, quality = DEFAULT_IMAGE_QUALITY): string {
  return `/images/products/${id}?w=${width}&q=${quality}`;
}

/** The 350 px thumbnail plus every responsive width from 640 up. */
export function productMainImage(id: number, name: string): ProductImage {
  return {
    alt: name,
    size350: productImageUrl(id, 350),
    srcSet: IMAGE_WIDTHS.filter((width) => width >= 640)
      .map((width) => `${productImageUrl(id, width)} ${width}w`)
      .join(', '),
  };
}
