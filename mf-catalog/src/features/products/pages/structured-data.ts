import type { Product, ReviewSummary } from '@store/contracts';
import type { JsonLdNode } from '@store/remote-kit';
import { apiUrl } from '@store/app-kit';

/**
 * What the catalog pages tell search engines and link previews: descriptions, the share image and
 * schema.org data (Product, BreadcrumbList). Pure functions of the page's data, so the server
 * render can use them unchanged.
 */

/** Search engines show about this many characters of a description; longer ones are cut mid-word. */
export const DESCRIPTION_MAX_LENGTH = 160;

export const HOME_DESCRIPTION =
  'Laptops, redes, impresoras y energía solar con precios en lempiras, envío a todo Honduras y compra con tu línea de crédito.';

/** The width link previews ask for (Open Graph's recommended 1200 px). */
const SHARE_IMAGE_WIDTH = 1200;

/** Text cut at a word boundary to fit `max` characters, with an ellipsis when something was cut. */
export function clipDescription(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function productDescription(product: Product): string {
  return clipDescription(
    product.description ||
      `${product.name} de ${product.brand.name} con precio en lempiras y envío a todo Honduras.`,
  );
}

export function categoryDescription(name: string): string {
  return clipDescription(
    `${name} con precios en lempiras, envío a todo Honduras y compra con tu línea de crédito.`,
  );
}

export function searchDescription(q: string): string {
  return q
    ? clipDescription(`Productos encontrados para «${q}».`)
    : 'Busca productos por nombre, marca o modelo.';
}

/**
 * Absolute URL of the product's picture for link previews: the srcset candidate closest above
 * 1200 px (the largest one when none is), on the API's origin; the thumbnail when there is no srcset.
 */
export function shareImageUrl(product: Product): string {
  const candidates = product.mainImage.srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .filter((candidate) => candidate.url !== '' && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  const chosen =
    candidates.find((candidate) => candidate.width >= SHARE_IMAGE_WIDTH) ?? candidates[candidates.length - 1];
  return apiUrl(chosen?.url ?? product.mainImage.size350);
}

export const productPath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string): string => `/category/${encodeURIComponent(slug)}`;

/** The Product node Google reads for price, availability and stars in results. */
export function productJsonLd(
  product: Product,
  origin: string,
  reviews?: Pick<ReviewSummary, 'count' | 'average'>,
): JsonLdNode {
  const url = `${origin}${productPath(product.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [shareImageUrl(product)],
    description: productDescription(product),
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.sale,
      priceCurrency: 'HNL',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    // Google refuses a rating with no reviews behind it.
    ...(reviews && reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
          },
        }
      : {}),
  };
}

/** One step of a breadcrumb trail: its visible name and its path on the storefront. */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail the page's visible breadcrumbs show ('Inicio' › … › this page), as schema.org reads it. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export const HOME_CRUMB: Crumb = { name: 'Inicio', path: '/' };
