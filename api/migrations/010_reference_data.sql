-- Reference data (issue 9): places, shipping zones, content pages, stores and credit payment
-- days are loaded on every database, after the migrations, by the versioned data sets of
-- src/reference-data/. This table records which version of each set a database holds, so a
-- new version updates existing databases and an unchanged one is not applied twice.
CREATE TABLE reference_data (
  name       text PRIMARY KEY,
  version    integer NOT NULL CHECK (version > 0),
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- The places set upserts by official code (country 'HN', department '08', municipality '0801').
-- Places without a code (the tests' own) stay outside the index.
CREATE UNIQUE INDEX places_kind_code_idx ON places (kind, code) WHERE code <> '';
