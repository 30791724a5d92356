-- Commerce: coupons, places and shipping, stores, customer data, orders and payments, credit,
-- reviews, surveys and service requests. Money is numeric(12, 2) in HNL, ISV (15%) included.

-- Coupons ------------------------------------------------------------------------------------
-- One table for every coupon, whether a product shows it or the shopper types it. `remaining`
-- is decremented atomically when an order is placed (UPDATE ... WHERE remaining > 0).
CREATE TABLE coupons (
  code        text PRIMARY KEY,
  -- 'P' percent of the sale price, 'F' fixed amount in HNL per unit
  type        char(1) NOT NULL CHECK (type IN ('P', 'F')),
  discount    numeric(12, 2) NOT NULL CHECK (discount > 0),
  remaining   integer NOT NULL CHECK (remaining >= 0),
  expire      timestamptz NOT NULL,
  description text NOT NULL DEFAULT ''
);
-- Case-insensitive lookup of what the shopper types.
CREATE UNIQUE INDEX coupons_code_upper_idx ON coupons (upper(code));

-- The products a coupon applies to (validProducts). A coupon without rows here applies to
-- every product of the order.
CREATE TABLE coupon_products (
  coupon_code text NOT NULL REFERENCES coupons (code) ON DELETE CASCADE,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_code, product_id)
);
CREATE INDEX coupon_products_product_idx ON coupon_products (product_id);

INSERT INTO coupons (code, type, discount, remaining, expire)
  SELECT code, type, discount, remaining, expire FROM product_coupons;
INSERT INTO coupon_products (coupon_code, product_id)
  SELECT code, product_id FROM product_coupons;
DROP TABLE product_coupons;

-- Places and shipping -------------------------------------------------------------------------
CREATE TABLE shipping_zones (
  id            serial PRIMARY KEY,
  name          text NOT NULL UNIQUE,
  -- home delivery cost for an order, HNL with ISV
  cost          numeric(12, 2) NOT NULL CHECK (cost >= 0),
  -- orders at or above this subtotal ship free in this zone (NULL: never free)
  free_from     numeric(12, 2),
  delivery_days integer NOT NULL CHECK (delivery_days > 0)
);

-- Countries, departments and municipalities in one tree (GET /places filters).
CREATE TABLE places (
  id               serial PRIMARY KEY,
  name             text NOT NULL,
  -- 'country' | 'department' | 'municipality'
  kind             text NOT NULL CHECK (kind IN ('country', 'department', 'municipality')),
  country_id       integer REFERENCES places (id),
  parent_zone_id   integer REFERENCES places (id),
  shipping_zone_id integer REFERENCES shipping_zones (id),
  -- 1 active, 0 hidden
  status           smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  code             text NOT NULL DEFAULT ''
);
CREATE INDEX places_parent_idx ON places (parent_zone_id, name);
CREATE INDEX places_country_idx ON places (country_id);

-- Stores and offices (/ubicanos, pay at store, pick-up).
CREATE TABLE stores (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  place_id    integer REFERENCES places (id),
  address     text NOT NULL,
  phone       text NOT NULL,
  email       text NOT NULL DEFAULT '',
  hours       text NOT NULL,
  latitude    numeric(9, 6),
  longitude   numeric(9, 6),
  -- accepts pay-at-store and pick-up
  pickup      boolean NOT NULL DEFAULT true,
  position    integer NOT NULL DEFAULT 0
);

-- Customer data ---------------------------------------------------------------------------------
CREATE TABLE customer_addresses (
  id          serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  alias       text NOT NULL DEFAULT '',
  firstname   text NOT NULL,
  lastname    text NOT NULL,
  telephone   text NOT NULL,
  address_1   text NOT NULL,
  address_2   text NOT NULL DEFAULT '',
  -- municipality; its department and shipping zone come from places
  place_id    integer NOT NULL REFERENCES places (id),
  is_default  boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_addresses_customer_idx ON customer_addresses (customer_id);

CREATE TABLE wishlist_items (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id)
);

-- A logged-in customer's saved cart (POST /customers/add-to-cart), so it follows them.
CREATE TABLE customer_cart_items (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  qty         integer NOT NULL CHECK (qty > 0),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id)
);

-- Single-use password reset tokens; only the SHA-256 of the token is stored.
CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_customer_idx ON password_resets (customer_id);

-- Development outbox: e-mails the store would send (reset links, order confirmations).
CREATE TABLE outbox_messages (
  id         serial PRIMARY KEY,
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (lower(recipient), id);

-- Orders ------------------------------------------------------------------------------------------
CREATE TABLE orders (
  id               serial PRIMARY KEY,
  -- public number shown to the shopper and used by tracking, e.g. 'HN-000123'
  number           text NOT NULL UNIQUE,
  -- secret returned once at creation; guests send it to update or view their order
  access_token     text NOT NULL UNIQUE,
  customer_id      integer REFERENCES customers (id),
  idempotency_key  text UNIQUE,
  -- 'pending' (being checked out) | 'pending_payment' | 'paid' | 'payment_declined'
  -- | 'credit_review' | 'cancelled' | 'expired' | 'shipped' | 'delivered'
  status           text NOT NULL DEFAULT 'pending',
  -- 'credit-card' | 'transfer' | 'store-pay' | 'credit'
  payment_method   text NOT NULL DEFAULT 'credit-card',
  email            text NOT NULL DEFAULT '',
  firstname        text NOT NULL DEFAULT '',
  lastname         text NOT NULL DEFAULT '',
  telephone        text NOT NULL DEFAULT '',
  fax              text NOT NULL DEFAULT '',
  custom_field     text NOT NULL DEFAULT '',
  -- { address_1, address_2, place_id, department, municipality, ... } as saved by the shipping step
  shipping_address jsonb,
  shipping_zone_id integer REFERENCES shipping_zones (id),
  -- 'home' (spec: fixed) or 'store' pick-up
  shipping_method  text NOT NULL DEFAULT 'home',
  store_id         integer REFERENCES stores (id),
  billing          jsonb,
  coupon_code      text REFERENCES coupons (code),
  subtotal         numeric(12, 2) NOT NULL DEFAULT 0,
  discount_total   numeric(12, 2) NOT NULL DEFAULT 0,
  shipping_total   numeric(12, 2) NOT NULL DEFAULT 0,
  -- ISV contained in the total (prices include it)
  tax_total        numeric(12, 2) NOT NULL DEFAULT 0,
  total            numeric(12, 2) NOT NULL DEFAULT 0,
  -- stock held for this order until it is paid, cancelled or expires
  stock_reserved   boolean NOT NULL DEFAULT true,
  reserved_until   timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at);
CREATE INDEX orders_status_idx ON orders (status, reserved_until);

CREATE TABLE order_items (
  order_id       integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id     integer NOT NULL REFERENCES products (id),
  sku            text NOT NULL,
  name           text NOT NULL,
  qty            integer NOT NULL CHECK (qty > 0),
  -- sale price at placement, from the database
  unit_price     numeric(12, 2) NOT NULL,
  discount       numeric(12, 2) NOT NULL DEFAULT 0,
  line_total     numeric(12, 2) NOT NULL,
  product_group  text NOT NULL,
  material_group text NOT NULL,
  PRIMARY KEY (order_id, product_id)
);

-- What the shopper sees under 'Mi Pedido'.
CREATE TABLE order_events (
  id         serial PRIMARY KEY,
  order_id   integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status     text NOT NULL,
  note       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Card payments through the hosted gateway; never the full card number or the CVC.
CREATE TABLE payments (
  id           serial PRIMARY KEY,
  order_id     integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  processor    text NOT NULL,
  amount       numeric(12, 2) NOT NULL,
  -- unix seconds sent in the hash
  time         bigint NOT NULL,
  hash         text NOT NULL,
  -- 'pending' | 'approved' | 'declined'
  status       text NOT NULL DEFAULT 'pending',
  card_last4   text,
  card_name    text,
  response     text,
  auth_code    text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (order_id, id);

-- Credit -------------------------------------------------------------------------------------------
-- A customer's credit line and policy (GET /customers/credit/{id}).
CREATE TABLE customer_credit (
  customer_id        integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  has_credit         boolean NOT NULL,
  tiene_mora         boolean NOT NULL DEFAULT false,
  has_order_due      boolean NOT NULL DEFAULT false,
  limit_amount       numeric(12, 2) NOT NULL DEFAULT 0,
  -- annual percentage
  rate               numeric(6, 2) NOT NULL DEFAULT 0,
  -- down payment percentages
  min_down_payment   numeric(5, 2) NOT NULL DEFAULT 0,
  max_down_payment   numeric(5, 2) NOT NULL DEFAULT 100,
  -- months
  min_term           integer NOT NULL DEFAULT 1,
  max_term           integer NOT NULL DEFAULT 12,
  credit_group       text NOT NULL DEFAULT '',
  contact_email      text NOT NULL DEFAULT '',
  telephone          text NOT NULL DEFAULT ''
);

-- Group policy per credit group, material group and sales organisation (default '1400').
CREATE TABLE credit_group_policies (
  credit_group    text NOT NULL,
  material_group  text NOT NULL,
  sales_org       text NOT NULL DEFAULT '1400',
  -- creditConditions.status: credit allowed for this material group
  status          boolean NOT NULL,
  rate_difference numeric(6, 2) NOT NULL DEFAULT 0,
  max_term        integer NOT NULL,
  PRIMARY KEY (credit_group, material_group, sales_org)
);

-- Days of the month on which a first payment may fall (GET /credit-order/days).
CREATE TABLE credit_payment_days (
  day       integer PRIMARY KEY CHECK (day BETWEEN 1 AND 31),
  available boolean NOT NULL
);

CREATE TABLE credit_orders (
  id          serial PRIMARY KEY,
  order_id    integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id),
  -- 'review' | 'approved' | 'rejected'
  status      text NOT NULL DEFAULT 'review',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_orders_customer_idx ON credit_orders (customer_id, created_at);

-- The contracts of a credit order, with the server's figures (docs/business-rules.md#credit-purchase).
CREATE TABLE credit_contracts (
  id               serial PRIMARY KEY,
  credit_order_id  integer NOT NULL REFERENCES credit_orders (id) ON DELETE CASCADE,
  customer_id      integer NOT NULL REFERENCES customers (id),
  number           text NOT NULL UNIQUE,
  material_group   text,
  total_amount     numeric(12, 2) NOT NULL,
  down_payment_pct numeric(5, 2) NOT NULL,
  down_payment     numeric(12, 2) NOT NULL,
  financed_amount  numeric(12, 2) NOT NULL,
  rate             numeric(6, 2) NOT NULL,
  term             integer NOT NULL,
  fee              numeric(12, 2) NOT NULL,
  -- day of month of the payments and the first payment date
  day              integer NOT NULL,
  first_payment    date NOT NULL,
  shipping         numeric(12, 2) NOT NULL DEFAULT 0,
  -- [{ id, sku, name, qty, price, sum }]
  products         jsonb NOT NULL,
  -- 'active' | 'paid' | 'in_arrears'
  status           text NOT NULL DEFAULT 'active',
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_contracts_customer_idx ON credit_contracts (customer_id, created_at);

-- Reviews, surveys, service requests ---------------------------------------------------------------
CREATE TABLE product_reviews (
  id          serial PRIMARY KEY,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  stars       smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, customer_id)
);
CREATE INDEX product_reviews_product_idx ON product_reviews (product_id, created_at);

CREATE TABLE surveys (
  id        serial PRIMARY KEY,
  title     text NOT NULL,
  -- [{ "id": "q1", "text": "...", "type": "rating" | "text" | "choice", "options"?: [...] }]
  questions jsonb NOT NULL,
  active    boolean NOT NULL DEFAULT true
);

CREATE TABLE survey_responses (
  id          serial PRIMARY KEY,
  survey_id   integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  order_id    integer REFERENCES orders (id) ON DELETE SET NULL,
  answers     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Technical support, workshop, contact and HORECA requests (POST /services/*).
CREATE TABLE service_requests (
  id          serial PRIMARY KEY,
  -- 'create' | 'support' | 'contact' | 'horeca'
  kind        text NOT NULL,
  -- ticket shown to the customer, e.g. 'ST-000042'
  ticket      text NOT NULL UNIQUE,
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  name        text NOT NULL,
  email       text NOT NULL,
  telephone   text NOT NULL,
  payload     jsonb NOT NULL,
  status      text NOT NULL DEFAULT 'received',
  created_at  timestamptz NOT NULL DEFAULT now()
);
