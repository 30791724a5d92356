-- Order operations in the back office (issue 34, "Orders and payments"; api/docs/orders.md,
-- "Back office"): what staff record when they confirm a payment and ship an order, and the queue
-- of money to give back.

-- The deposit or receipt reference typed when a transfer or store payment is confirmed, and the
-- carrier and guide number of a home delivery. The order's events keep the same facts as text for
-- 'Mi Pedido'; these columns are what the back office and the tracking answer read.
ALTER TABLE orders
  ADD COLUMN payment_reference text,
  ADD COLUMN carrier           text,
  ADD COLUMN tracking_number   text;

-- The back office lists orders newest first (GET /admin/orders).
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);

-- Payments to review: money the store took that did not end as a sale, until staff give it back
-- (or settle it another way) and say so.
--   card_charge           a card approval that did not pay its order (payment_answers.outcome
--                         'refund_review'): one row per such answer, written with it
--   cancelled_paid_order  a paid order cancelled before it shipped: its total
-- Resolving fills the resolved_* columns once; the row stays, and the audit log keeps who did it.
CREATE TABLE payment_reviews (
  id                serial PRIMARY KEY,
  order_id          integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN ('card_charge', 'cancelled_paid_order')),
  payment_answer_id integer UNIQUE REFERENCES payment_answers (id) ON DELETE CASCADE,
  amount            numeric(12, 2) NOT NULL CHECK (amount >= 0),
  -- why the money did not stay as a sale (Spanish, shown to staff)
  reason            text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  resolved_at       timestamptz,
  resolved_by       integer REFERENCES staff (id),
  -- 'refunded': the money went back; 'resolved': settled otherwise (the note says how)
  resolution        text CHECK (resolution IN ('refunded', 'resolved')),
  resolution_note   text,
  CHECK ((kind = 'card_charge') = (payment_answer_id IS NOT NULL)),
  CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);
-- One refund record per cancelled order.
CREATE UNIQUE INDEX payment_reviews_cancelled_order_idx ON payment_reviews (order_id)
  WHERE kind = 'cancelled_paid_order';
-- The open queue, oldest first.
CREATE INDEX payment_reviews_open_idx ON payment_reviews (created_at, id) WHERE resolved_at IS NULL;
CREATE INDEX payment_reviews_order_idx ON payment_reviews (order_id);

-- Charges already waiting since migration 017 enter the queue.
INSERT INTO payment_reviews (order_id, kind, payment_answer_id, amount, reason, created_at)
SELECT order_id, 'card_charge', id, amount, COALESCE(reason, ''), received_at
  FROM payment_answers
 WHERE outcome = 'refund_review'
 ORDER BY id;
