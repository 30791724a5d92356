-- The end of an order's transfer / pay-at-store hold, fixed the first time one of them is chosen
-- (ORDER_PAYMENT_HOLD_HOURS later). Choosing again, switching between transfer and pay at store,
-- or going to card and back never moves it, so a hold cannot be renewed (api/docs/orders.md).
ALTER TABLE orders ADD COLUMN payment_hold_until timestamptz;

-- Orders already awaiting a transfer or a store payment keep the deadline they were given.
UPDATE orders SET payment_hold_until = reserved_until
 WHERE status = 'pending_payment' AND reserved_until IS NOT NULL;

-- The open-order limit counts a shopper's unpaid orders by e-mail, ignoring case
-- (src/orders/open-orders.ts); without this every new order would scan the table.
CREATE INDEX orders_email_idx ON orders (lower(email));
