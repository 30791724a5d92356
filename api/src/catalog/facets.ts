import type { ListingFacets } from '@store/contracts';

import type { ListingScope, ScopeOrder } from './listing-scope.js';
import { scopeOrder } from './listing-scope.js';

/**
 * Disjunctive faceting over a listing's scope (src/catalog/listing-scope.ts): each facet counts
 * the rows that pass every OTHER active filter (so a second brand can be added and the price
 * ranges do not shrink to the chosen one), and the page is taken from the rows that pass all
 * of them. One pass over the scope does the page, the total and every facet.
 */

/** The facetable filters; `null` / `undefined` when not active. */
export interface FacetFilters {
  brandIds: ReadonlySet<number> | null;
  priceMin: number | undefined;
  priceMax: number | undefined;
  inStockOnly: boolean;
  categoryIds: ReadonlySet<number> | null;
}

/**
 * Brands named by id, name (any case) or slug, as ids of the scope's brands. A list that names
 * none of them is still a filter (it matches nothing); no list is no filter.
 */
export function brandFilter(scope: ListingScope, brands: readonly string[] | undefined): Set<number> | null {
  const wanted = (brands ?? []).map((brand) => brand.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return null;
  const ids = new Set<number>();
  for (const brand of scope.brands.values()) {
    const names = [String(brand.id), brand.name.toLowerCase(), brand.slug];
    if (wanted.some((name) => names.includes(name))) ids.add(brand.id);
  }
  return ids;
}

export interface FacetedPage {
  total: number;
  ids: number[];
  facets: ListingFacets;
}

/** Counts by id, largest first, then in the database's order of the names. */
function ranked<T extends { rank: number }>(
  counts: ReadonlyMap<number, number>,
  info: ReadonlyMap<number, T>,
): Array<T & { count: number }> {
  return [...counts]
    .flatMap(([id, count]) => {
      const found = info.get(id);
      return found ? [{ ...found, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.rank - b.rank);
}

const increment = (counts: Map<number, number>, id: number) => counts.set(id, (counts.get(id) ?? 0) + 1);

export function facetedPage(
  scope: ListingScope,
  filters: FacetFilters,
  order: ScopeOrder,
  offset: number,
  limit: number,
  withCategories: boolean,
): FacetedPage {
  const { brandIds, categoryIds, prices, inStock } = scope;
  const brandCounts = new Map<number, number>();
  const categoryCounts = new Map<number, number>();
  const priced: number[] = [];
  const ids: number[] = [];
  let total = 0;
  let inStockCount = 0;
  for (const row of scopeOrder(scope, order)) {
    // Positions come from the scope itself, so every column has them (`?? 0` is never taken).
    const price = prices[row] ?? 0;
    const brand = brandIds[row] ?? 0;
    const category = categoryIds[row] ?? 0;
    const available = inStock[row] === 1;
    const fb = filters.brandIds === null || filters.brandIds.has(brand);
    const fp =
      (filters.priceMin === undefined || price >= filters.priceMin) &&
      (filters.priceMax === undefined || price <= filters.priceMax);
    const fs = !filters.inStockOnly || available;
    const fc = filters.categoryIds === null || filters.categoryIds.has(category);
    if (fp && fs && fc) increment(brandCounts, brand);
    if (withCategories && fb && fp && fs) increment(categoryCounts, category);
    if (fb && fp && fc && available) inStockCount += 1;
    if (fb && fs && fc) priced.push(price);
    if (fb && fp && fs && fc) {
      if (total >= offset && total < offset + limit) ids.push(scope.ids[row] ?? 0);
      total += 1;
    }
  }
  const categories = ranked(categoryCounts, scope.categories).map(({ id, name, slug, count }) => ({
    id,
    name,
    slug,
    count,
  }));
  return {
    total,
    ids,
    facets: {
      brands: ranked(brandCounts, scope.brands).map(({ id, name, count }) => ({ id, name, count })),
      ...(withCategories ? { categories } : {}),
      price: priceFacet(Float64Array.from(priced).sort()),
      inStock: inStockCount,
    },
  };
}

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest rows. */
function percentileCont(sorted: Float64Array, fraction: number): number {
  const position = fraction * (sorted.length - 1);
  const low = sorted[Math.floor(position)] ?? 0;
  const high = sorted[Math.ceil(position)] ?? 0;
  return low + (high - low) * (position - Math.floor(position));
}

/** Rounds half to even, as round() of a double does in PostgreSQL (rint). */
function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (diff !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

/**
 * Range limits at the quartiles, rounded to two significant digits (L 12,345 -> 12,000) so they
 * read like prices; equal limits collapse, so a narrow result gets fewer ranges.
 */
export function priceBounds(sorted: Float64Array): number[] {
  const lowest = sorted[0];
  if (lowest === undefined) return [];
  const limits = new Set<number>();
  for (const q of [0.25, 0.5, 0.75].map((fraction) => percentileCont(sorted, fraction))) {
    if (q < 1) continue;
    const scale = 10 ** (Math.floor(Math.log10(q)) - 1);
    limits.add(roundHalfEven(q / scale) * scale);
  }
  return [...limits].filter((limit) => limit > lowest).sort((a, b) => a - b);
}

/** The price facet of the prices that pass the other filters (sorted ascending). */
function priceFacet(sorted: Float64Array): ListingFacets['price'] {
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return { min: null, max: null, ranges: [] };
  const bounds = priceBounds(sorted);
  // A price's bucket is the number of limits at or below it (width_bucket): 0 = below the first.
  const buckets = new Map<number, number>();
  for (const price of sorted) increment(buckets, bounds.filter((limit) => limit <= price).length);
  return {
    min: first,
    max: last,
    ranges: priceRanges(
      first,
      last,
      bounds,
      [...buckets].sort(([a], [b]) => a - b),
    ),
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Price ranges from the buckets of `width_bucket` (0 = below the first limit). Both ends of a
 * range are included and prices are in cents, so a range ends one cent below the next limit
 * and a chosen range (`priceMin`/`priceMax`) matches exactly the products it counted.
 */
export function priceRanges(
  min: number | null,
  max: number | null,
  bounds: readonly number[],
  buckets: ReadonlyArray<readonly [number, number]>,
): ListingFacets['price']['ranges'] {
  if (min === null || max === null) return [];
  const edges = [min, ...bounds];
  return buckets
    .filter(([, count]) => count > 0)
    .map(([bucket, count]) => {
      const next = bounds[bucket];
      return {
        min: cents(edges[bucket] ?? min),
        max: next === undefined ? cents(max) : cents(next - 0.01),
        count,
      };
    });
}
