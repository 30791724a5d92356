import { apiUrl, PRIORITY_IMAGE_TIMING } from '@store/app-kit';
import type { Product } from '@store/contracts';

/** The API's thumbnails are square, 350 px wide. */
export const PRODUCT_IMAGE_SIZE = 350;

export interface ProductImageProps {
  src: string;
  srcSet: string | undefined;
  sizes: string;
  alt: string;
  loading: 'lazy' | 'eager';
  /** 'high' for the image that is the page's largest paint (the browser fetches it first). */
  fetchPriority: 'high' | 'auto';
  /** The largest paint's image is named for Element Timing: the shell starts its code once it painted. */
  elementTiming: string | undefined;
  width: number;
  height: number;
}

/** Prefixes every candidate of an API-relative srcset ("/images/1?w=350 350w, ...") with the API base. */
export function absoluteSrcSet(srcSet: string): string {
  return srcSet
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate.length > 0)
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.split(/\s+/);
      return [apiUrl(url), ...descriptor].join(' ');
    })
    .join(', ');
}

/**
 * Attributes of a product's `<img>`: absolute URLs against the API, responsive candidates,
 * a meaningful alt text and fixed dimensions so the layout does not jump while it loads.
 * `eager` for images in the first view; `priority` for the one that is the page's largest paint.
 */
export function productImageProps(
  product: Product,
  options: { sizes?: string; eager?: boolean; priority?: boolean } = {},
): ProductImageProps {
  const { mainImage } = product;
  return {
    src: apiUrl(mainImage.size350),
    srcSet: mainImage.srcSet ? absoluteSrcSet(mainImage.srcSet) : undefined,
    sizes: options.sizes ?? '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw',
    alt: mainImage.alt || product.name,
    // Above the fold: never lazy (a lazy first image waits for layout before it even starts).
    loading: options.eager || options.priority ? 'eager' : 'lazy',
    fetchPriority: options.priority ? 'high' : 'auto',
    elementTiming: options.priority ? PRIORITY_IMAGE_TIMING : undefined,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  };
}
