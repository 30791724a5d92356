-- The embeddable checkout (issue 17, docs/embedding.md): integrators put the checkout in their
-- own pages. Each one has a key (public: it is in their page), the origins allowed to frame the
-- checkout, and a server secret for POST /embed/carts and GET /embed/orders/{number}.
--
-- The secret is stored as its SHA-256 (64 hex characters), as tokens are since migration 013:
-- whoever reads the table gets nothing that opens an integrator's orders (src/embed/).
CREATE TABLE embed_integrators (
  key         text PRIMARY KEY CHECK (key ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  name        text NOT NULL,
  -- normalised origins, scheme://host[:port], lower-case, no trailing slash (src/embed/embed-origin.ts)
  origins     text[] NOT NULL,
  secret_hash text NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN embed_integrators.secret_hash IS
  'SHA-256 (hex) of the integrator''s server secret; the secret itself is given to the integrator once';

-- A cart an integrator's server prepared for one checkout: the page passes only its token.
-- Like every other bearer token, only the token's SHA-256 is stored.
CREATE TABLE embed_carts (
  token      text PRIMARY KEY CHECK (token ~ '^[0-9a-f]{64}$'),
  integrator text NOT NULL REFERENCES embed_integrators (key) ON DELETE CASCADE,
  -- [{ "productId": 1, "qty": 2 }, ...] as the integrator sent it (checked against products)
  lines      jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
COMMENT ON COLUMN embed_carts.token IS
  'SHA-256 (hex) of the cart token; the token itself is given to the integrator''s server once';
CREATE INDEX embed_carts_expires_idx ON embed_carts (expires_at);

-- Orders placed through an integrator's embedded checkout: who sold it (GET /embed/orders is
-- answered only to that integrator) and the page it was sold on (the card gateway sends the
-- shopper back to the frame of that page).
ALTER TABLE orders ADD COLUMN embed_integrator text REFERENCES embed_integrators (key);
ALTER TABLE orders ADD COLUMN embed_origin text;
ALTER TABLE orders ADD CONSTRAINT orders_embed_origin_with_integrator
  CHECK ((embed_integrator IS NULL) = (embed_origin IS NULL));
CREATE INDEX orders_embed_integrator_idx ON orders (embed_integrator) WHERE embed_integrator IS NOT NULL;
