-- Customers and their login sessions.
CREATE TABLE customers (
  id            serial PRIMARY KEY,
  firstname     text NOT NULL DEFAULT '',
  lastname      text NOT NULL DEFAULT '',
  email         text NOT NULL,
  telephone     text NOT NULL DEFAULT '',
  -- second phone
  fax           text NOT NULL DEFAULT '',
  -- national identity number (DNI) 0000-0000-00000
  custom_field  text NOT NULL DEFAULT '',
  -- scrypt$N$r$p$salt$hash
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- e-mail is unique whatever its case
CREATE UNIQUE INDEX customers_email_idx ON customers (lower(email));

CREATE TABLE sessions (
  token       text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_customer_idx ON sessions (customer_id);
