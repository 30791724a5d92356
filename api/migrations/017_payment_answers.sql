-- Every genuinely signed answer of the card gateway, whatever it decided (issue 33, docs/security.md,
-- "Payments"): the bank may approve an attempt the store can no longer honour (the order's total
-- changed after the attempt was signed, a second tab's attempt, an order that expired), and money
-- taken must never be without a record. An answer whose signature does not check out is refused
-- before anything is written, so only the bank's own words land here.
CREATE TABLE payment_answers (
  id          serial PRIMARY KEY,
  order_id    integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- the attempt whose amount the signature was checked against
  payment_id  integer NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  -- 1 approved, 2 declined, 3 error (as the gateway answers)
  response    smallint NOT NULL CHECK (response IN (1, 2, 3)),
  response_text text NOT NULL,
  auth_code   text NOT NULL,
  -- the signed amount (the attempt's), two decimals
  amount      numeric(12, 2) NOT NULL,
  -- unix seconds of the answer, as signed
  answer_time bigint NOT NULL,
  hash        text NOT NULL CHECK (hash ~ '^[0-9a-f]{32}$'),
  -- what the store did with it:
  --   paid           the approval settled the order
  --   declined       a decline or an error (the attempt settled, or already settled)
  --   repeated       the same charge told again (another signed copy of an approval already recorded)
  --   refund_review  an approval that did not pay the order: money taken that must be refunded or honoured
  outcome     text NOT NULL CHECK (outcome IN ('paid', 'declined', 'repeated', 'refund_review')),
  -- why an approval did not pay the order (Spanish, shown to the shopper and the operators)
  reason      text,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- the same signed answer posted twice (return URL and notification, a reload) is one record
  UNIQUE (order_id, hash)
);
-- The operators' queue of charges to refund (and the shopper's result page) reads these.
CREATE INDEX payment_answers_refund_idx ON payment_answers (order_id) WHERE outcome = 'refund_review';
