import type { Product } from '@store/contracts';

export const RELATED_MAX = 4;
export const RELATED_TITLE = 'Productos relacionados';

/**
 * From the category's products, the ones a shopper would weigh against this one: never the
 * product itself; the closest in price first (relative distance, so L 500 means much for a
 * mouse and little for a laptop), and the same brand counts as a little closer.
 */
export function pickRelated(
  product: Pick<Product, 'id' | 'price' | 'brand'>,
  candidates: readonly Product[],
  max: number = RELATED_MAX,
): Product[] {
  const price = Math.max(product.price.sale, 1);
  const distance = (other: Product) =>
    Math.abs(other.price.sale - price) / price - (other.brand.id === product.brand.id ? 0.1 : 0);
  return candidates
    .filter((other) => other.id !== product.id)
    .map((other) => ({ other, distance: distance(other) }))
    .sort((a, b) => a.distance - b.distance || a.other.id - b.other.id)
    .slice(0, max)
    .map(({ other }) => other);
}
