-- Support and integrators in the back office (issue 34, "Support" and "Admin"): service
-- tickets get a status and their replies, reviews can be hidden with a reason, integrators can
-- be disabled and their secret rotated.

-- Service tickets: Nuevo / En proceso / Resuelto (src/support-admin/ticket-status.ts). The
-- forms stored 'received' until now, which is what 'new' means.
UPDATE service_requests SET status = 'new' WHERE status = 'received';
ALTER TABLE service_requests ALTER COLUMN status SET DEFAULT 'new';
ALTER TABLE service_requests ADD CONSTRAINT service_requests_status_check
  CHECK (status IN ('new', 'in_progress', 'resolved'));
ALTER TABLE service_requests ADD COLUMN updated_at timestamptz;
UPDATE service_requests SET updated_at = created_at;
ALTER TABLE service_requests ALTER COLUMN updated_at SET NOT NULL;
ALTER TABLE service_requests ALTER COLUMN updated_at SET DEFAULT now();
-- The back office's list: newest first, by kind or status.
CREATE INDEX service_requests_created_idx ON service_requests (created_at DESC, id DESC);
CREATE INDEX service_requests_status_idx ON service_requests (status, created_at DESC);

-- What staff answered a ticket (the same text was mailed to the requester through the outbox).
CREATE TABLE service_request_replies (
  id          serial PRIMARY KEY,
  request_id  integer NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  staff_id    integer NOT NULL REFERENCES staff (id),
  -- the e-mail at the time, as the audit log keeps it
  staff_email text NOT NULL,
  body        text NOT NULL CHECK (btrim(body) <> ''),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_request_replies_request_idx ON service_request_replies (request_id, created_at);

-- A review staff hid (`catalogo`): gone from the storefront's list and from the product's
-- average and count, kept here with who hid it and why; showing it again clears the three.
ALTER TABLE product_reviews ADD COLUMN hidden_at timestamptz;
ALTER TABLE product_reviews ADD COLUMN hidden_reason text;
ALTER TABLE product_reviews ADD COLUMN hidden_by integer REFERENCES staff (id);
ALTER TABLE product_reviews ADD CONSTRAINT product_reviews_hidden_with_reason
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL) AND (hidden_reason IS NULL OR btrim(hidden_reason) <> ''));
CREATE INDEX product_reviews_created_idx ON product_reviews (created_at DESC, id DESC);

-- An integrator an admin disabled: its page, frame, carts and order reads are refused until it
-- is enabled again. secret_rotated_at tells when the current secret was issued by rotation.
ALTER TABLE embed_integrators ADD COLUMN disabled_at timestamptz;
ALTER TABLE embed_integrators ADD COLUMN secret_rotated_at timestamptz;

-- Staff invited with a one-time password must choose their own before anything else
-- (POST /admin/me/password); the demo staff and the CLI's chosen passwords do not.
ALTER TABLE staff ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
