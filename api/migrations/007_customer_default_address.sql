-- At most one default address per customer. The address routes already clear the previous
-- default under a lock on the customer row; this index makes the rule hold whatever writes.
CREATE UNIQUE INDEX customer_addresses_one_default_idx
  ON customer_addresses (customer_id) WHERE is_default;
