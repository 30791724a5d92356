-- Orders, second step (issue 3, checkout): what 004 did not foresee.

-- Idempotency-Key: the same key must come with the same request. The fingerprint is a SHA-256
-- of the normalised request (products, quantities, coupon, contact, customer), so a retry is
-- recognised and a different request reusing the key is refused.
ALTER TABLE orders ADD COLUMN idempotency_fingerprint text;

-- Checkout step reached (docs/business-rules.md#checkout: 0 init, 1 contact, 2 shipping,
-- 3 billing, 4 credit order saved). Stored because it cannot be derived: a logged-in customer's
-- order is pre-filled with their contact data before they confirm it.
ALTER TABLE orders ADD COLUMN step smallint NOT NULL DEFAULT 0 CHECK (step BETWEEN 0 AND 4);
