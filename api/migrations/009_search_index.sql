-- Indexed product search (issue 3, "Measured, not assumed").
--
-- Search requires every word the shopper types to appear anywhere in `search_text`
-- (lower-case, accent-free "name brand sku category"). `LIKE '%word%'` scanned every product;
-- on a 20,000-product catalog that cost 10-15 ms per word. Two GIN indexes answer it instead:
--   - words of 3+ characters: pg_trgm's trigram index serves `search_text LIKE '%word%'`
--     directly (PGlite loads the extension in src/db/pglite-db.ts; on PostgreSQL it comes from
--     contrib and is a trusted extension, so the database owner may create it);
--   - words of 2 characters ("hp", "i7", "4k") have no trigram, so the column `search_bigrams`
--     holds every 2-character substring of `search_text` and `search_bigrams @> '{hp}'` is
--     exactly "contains hp". It is generated from search_text, so it cannot drift from it.
--     (Used when the search has no longer word; otherwise the trigram index narrows the rows
--     and a LIKE filters them, see src/catalog/product-repository.ts.)
--   - 1-character words stay a plain LIKE filter on the rows the other words matched.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Every distinct 2-character substring without a space (query words never contain one).
CREATE FUNCTION text_bigrams(source text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT pair), '{}')
      FROM (SELECT substr(source, i, 2) AS pair FROM generate_series(1, length(source) - 1) AS i) pairs
     WHERE position(' ' IN pair) = 0
  $$;

-- Orders update `stock` constantly; leaving 10 % of each page free lets PostgreSQL write the
-- new row version on the same page (a HOT update) without touching any index. Set before the
-- column is added, so the rewrite of an existing table already leaves that room.
ALTER TABLE products SET (fillfactor = 90);

ALTER TABLE products
  ADD COLUMN search_bigrams text[] GENERATED ALWAYS AS (text_bigrams(search_text)) STORED;

-- A small pending list: bulk seeding stays fast (entries are merged in batches) while a
-- search never has to read through more than 256 kB of unmerged entries. PGlite has no
-- autovacuum, so the API also runs VACUUM ANALYZE after seeding (src/db/prepare-db.ts).
CREATE INDEX products_search_trgm_idx ON products
  USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE INDEX products_search_bigrams_idx ON products
  USING gin (search_bigrams) WITH (gin_pending_list_limit = 256);
