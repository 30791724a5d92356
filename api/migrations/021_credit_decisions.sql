-- Credit decisions (issue 34, "Credit requests"; api/docs/credit.md#contract-states). A credit
-- request's contracts are 'in_review' until the credit team decides: their financed amount is held
-- against the customer's line, not spent. Approval makes them 'active' (spent until 'paid');
-- rejection makes them 'rejected' and releases the hold. Until now every contract was written
-- 'active' at once, so a request nobody had approved lowered the available line for good.

-- Requests still waiting for a decision: their contracts are held, not active.
UPDATE credit_contracts cc
   SET status = 'in_review'
  FROM credit_orders co
  JOIN orders o ON o.id = co.order_id
 WHERE cc.credit_order_id = co.id
   AND co.status = 'review'
   AND o.status = 'credit_review'
   AND cc.status = 'active';

-- A request marked rejected by hand: its contracts never took effect.
UPDATE credit_contracts cc
   SET status = 'rejected'
  FROM credit_orders co
 WHERE cc.credit_order_id = co.id
   AND co.status = 'rejected'
   AND cc.status <> 'rejected';

-- Approved requests (the demo history's 'active', 'paid' and 'in_arrears' contracts) and any
-- request whose order already left credit_review by hand keep their contracts as they are.

ALTER TABLE credit_contracts ALTER COLUMN status SET DEFAULT 'in_review';
ALTER TABLE credit_contracts
  ADD CONSTRAINT credit_contracts_status_check
  CHECK (status IN ('in_review', 'active', 'paid', 'in_arrears', 'rejected'));
ALTER TABLE credit_orders
  ADD CONSTRAINT credit_orders_status_check CHECK (status IN ('review', 'approved', 'rejected'));

-- Who decided, when and why (the audit log keeps the full before → after). Requests decided
-- before this migration (the demo history) have no decision row: NULL.
ALTER TABLE credit_orders
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decided_by integer REFERENCES staff (id),
  ADD COLUMN rejection_reason text,
  ADD CONSTRAINT credit_orders_decision_check CHECK (status <> 'review' OR decided_at IS NULL);

-- The credit team's queue: requests under review, oldest first.
CREATE INDEX credit_orders_review_idx ON credit_orders (created_at, id) WHERE status = 'review';
-- What a customer's line has spent and held (src/credit/credit-balance.ts).
CREATE INDEX credit_contracts_customer_status_idx ON credit_contracts (customer_id, status);
