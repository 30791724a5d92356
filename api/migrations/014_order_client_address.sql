-- The client address an order was placed from, so the open-order limit also counts per address
-- (src/orders/open-orders.ts): rotating e-mails from one connection cannot pile up holds.
-- Orders placed before this migration have none and are not counted.
ALTER TABLE orders ADD COLUMN client_address text;
CREATE INDEX orders_client_address_idx ON orders (client_address) WHERE client_address IS NOT NULL;
