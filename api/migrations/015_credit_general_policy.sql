-- The store's general credit policy (issue 12): the conditions a shopper without a usable credit
-- line of their own is shown ("Desde L 1,234.56/mes" on the product page and the cart, through
-- GET /credit-order/monthly-from). The same columns as a customer's line (customer_credit), so
-- the shared contract rules take it as one.
CREATE TABLE credit_general_policy (
  -- Always true: with the primary key, the table can hold one row only.
  id               boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- the credit group whose group policies (credit_group_policies) apply
  credit_group     text NOT NULL,
  -- annual percentage
  rate             numeric(6, 2) NOT NULL CHECK (rate >= 0),
  -- down payment percentages
  min_down_payment numeric(5, 2) NOT NULL,
  max_down_payment numeric(5, 2) NOT NULL,
  -- months
  min_term         integer NOT NULL,
  max_term         integer NOT NULL,
  sales_org        text NOT NULL DEFAULT '1400',
  CHECK (min_down_payment >= 0 AND min_down_payment <= max_down_payment AND max_down_payment <= 100),
  CHECK (min_term >= 1 AND min_term <= max_term)
);

-- Reference data, present on every database (with or without the demo data): the demo
-- customers' PERSONAL conditions. Which products it finances depends on the group policies,
-- which are demo data: without them no product has a policy and the answer is empty.
INSERT INTO credit_general_policy (credit_group, rate, min_down_payment, max_down_payment, min_term, max_term)
VALUES ('PERSONAL', 24, 10, 60, 3, 24);
