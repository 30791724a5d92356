import type { ListingFacets } from '@store/contracts';

/**
 * Disjunctive faceting in one statement. The listing's scope (category page, search words) is
 * materialised once with one boolean column per facetable filter; each facet then counts the
 * rows that pass every OTHER filter, and the page is taken from the rows that pass all of them.
 * So the text search runs once for the page, the total and every facet.
 */

/** SQL boolean expressions of the facetable filters (`true` when the filter is not active). */
export interface FacetFilterSql {
  brand: string;
  price: string;
  stock: string;
  category: string;
}

/** The `base` CTE: the scope with each filter's result as a column (fb, fp, fs, fc). */
export function facetBaseSql(scopeWhere: string, filters: FacetFilterSql): string {
  return `base AS MATERIALIZED (
      SELECT p.id, p.name, p.brand_id, p.category_id, p.price_sale::float8 AS price_sale,
             p.stock > 0 AS in_stock,
             ${filters.brand} AS fb, ${filters.price} AS fp, ${filters.stock} AS fs, ${filters.category} AS fc
        FROM products p ${scopeWhere}
    ),
    matched AS (SELECT id, name, price_sale FROM base WHERE fb AND fp AND fs AND fc),
    priced AS (SELECT price_sale FROM base WHERE fb AND fs AND fc),
    -- Range limits at the quartiles, rounded to two significant digits (L 12,345 -> 12,000) so
    -- they read like prices; equal limits collapse, so a narrow result gets fewer ranges.
    quartiles AS (
      SELECT unnest(percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY price_sale)) AS q FROM priced
    ),
    bounds AS (
      SELECT coalesce(array_agg(DISTINCT b ORDER BY b), '{}'::float8[]) AS b
        FROM (SELECT round(q / power(10, floor(log(q)) - 1)) * power(10, floor(log(q)) - 1) AS b
                FROM quartiles WHERE q >= 1) limits
       WHERE b > (SELECT min(price_sale) FROM priced)
    )`;
}

/** Select-list columns with the facets, read by `readFacets`. */
export function facetColumnsSql(withCategories: boolean): string {
  const categories = withCategories
    ? `(SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'count', x.n)
                                  ORDER BY x.n DESC, c.name), '[]'::json)
          FROM (SELECT category_id, count(*)::int AS n FROM base WHERE fb AND fp AND fs GROUP BY category_id) x
          JOIN categories c ON c.id = x.category_id)`
    : 'NULL::json';
  return `
    (SELECT coalesce(json_agg(json_build_object('id', br.id, 'name', br.name, 'count', x.n)
                              ORDER BY x.n DESC, br.name), '[]'::json)
       FROM (SELECT brand_id, count(*)::int AS n FROM base WHERE fp AND fs AND fc GROUP BY brand_id) x
       JOIN brands br ON br.id = x.brand_id) AS facet_brands,
    ${categories} AS facet_categories,
    (SELECT count(*)::int FROM base WHERE fb AND fp AND fc AND in_stock) AS facet_in_stock,
    (SELECT min(price_sale) FROM priced) AS facet_price_min,
    (SELECT max(price_sale) FROM priced) AS facet_price_max,
    (SELECT b FROM bounds) AS facet_price_bounds,
    (SELECT coalesce(json_agg(json_build_array(bucket, n) ORDER BY bucket), '[]'::json)
       FROM (SELECT CASE WHEN cardinality(bo.b) = 0 THEN 0 ELSE width_bucket(pr.price_sale, bo.b) END AS bucket,
                    count(*)::int AS n
               FROM priced pr CROSS JOIN bounds bo GROUP BY 1) x) AS facet_price_buckets`;
}

export interface FacetRow {
  facet_brands: ListingFacets['brands'] | string;
  facet_categories: NonNullable<ListingFacets['categories']> | string | null;
  facet_in_stock: number;
  facet_price_min: number | null;
  facet_price_max: number | null;
  facet_price_bounds: number[] | null;
  facet_price_buckets: Array<[number, number]> | string;
}

/** json columns come parsed from one driver and as text from another. */
function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
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

export function readFacets(row: FacetRow): ListingFacets {
  const min = row.facet_price_min;
  const max = row.facet_price_max;
  const categories = row.facet_categories === null ? undefined : parsed(row.facet_categories);
  return {
    brands: parsed(row.facet_brands),
    ...(categories ? { categories } : {}),
    price: {
      min,
      max,
      ranges: priceRanges(min, max, row.facet_price_bounds ?? [], parsed(row.facet_price_buckets)),
    },
    inStock: row.facet_in_stock,
  };
}
