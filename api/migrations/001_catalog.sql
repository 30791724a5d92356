-- Catalog: categories (two levels), brands, products with specs and product coupons.

CREATE TABLE categories (
  id        serial PRIMARY KEY,
  slug      text NOT NULL UNIQUE,
  name      text NOT NULL,
  parent_id integer REFERENCES categories (id),
  -- order in the mega-menu
  position  integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE brands (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);

CREATE TABLE products (
  id             serial PRIMARY KEY,
  slug           text NOT NULL UNIQUE,
  sku            text NOT NULL UNIQUE,
  name           text NOT NULL,
  description    text NOT NULL,
  brand_id       integer NOT NULL REFERENCES brands (id),
  category_id    integer NOT NULL REFERENCES categories (id),
  -- HNL; numeric keeps cents exact
  price_regular  numeric(12, 2) NOT NULL CHECK (price_regular >= 0),
  price_sale     numeric(12, 2) NOT NULL CHECK (price_sale >= 0),
  stock          integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  -- codes read by the credit rules (credit group / material group)
  product_group  text NOT NULL,
  material_group text NOT NULL,
  -- lower-case, accent-free "name brand sku category", written by the API, so search needs
  -- no unaccent extension and behaves the same on PGlite and PostgreSQL
  search_text    text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category_id, id);
CREATE INDEX products_brand_idx ON products (brand_id);
CREATE INDEX products_price_idx ON products (price_sale, id);
CREATE INDEX products_name_idx ON products (name, id);

CREATE TABLE product_specs (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position   integer NOT NULL,
  name       text NOT NULL,
  value      text NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_coupons (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  code       text NOT NULL UNIQUE,
  -- 'P' percent of the sale price, 'F' fixed amount in HNL
  type       char(1) NOT NULL CHECK (type IN ('P', 'F')),
  discount   numeric(12, 2) NOT NULL CHECK (discount > 0),
  remaining  integer NOT NULL CHECK (remaining >= 0),
  expire     timestamptz NOT NULL
);
