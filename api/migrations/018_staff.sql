-- The back office's staff (issue 34, docs/operations.md): accounts apart from customers, with
-- their own sessions, and the append-only audit log every change made through /admin/ writes.

-- A staff member. Roles (one or more): pedidos (orders and payments), credito (credit requests),
-- catalogo (products, stock, prices, coupons, reviews), soporte (service tickets, surveys),
-- admin (everything, plus staff and integrators). Staff are disabled, never deleted: the audit
-- log refers to them.
CREATE TABLE staff (
  id              serial PRIMARY KEY,
  -- stored trimmed and in lower case, so the unique index below is unique whatever the case
  email           text NOT NULL CHECK (email <> '' AND email = lower(btrim(email))),
  name            text NOT NULL DEFAULT '',
  -- scrypt$N$r$p$salt$hash, as customers' passwords (src/users/password.ts)
  password_hash   text NOT NULL,
  roles           text[] NOT NULL CHECK (
    cardinality(roles) > 0
    AND array_position(roles, NULL) IS NULL
    AND roles <@ ARRAY['pedidos', 'credito', 'catalogo', 'soporte', 'admin']::text[]
  ),
  -- The authenticator's TOTP secret (RFC 6238), encrypted with AES-256-GCM under STAFF_TOTP_KEY
  -- (src/staff/totp-secret.ts): a copy of the table or a backup alone cannot produce codes.
  -- NULL until one is issued (demo staff never have one).
  totp_secret     text,
  -- true once a login has proved the authenticator holds the secret; from then on the code is
  -- always required (with NODE_ENV=production it is required anyway)
  totp_enrolled   boolean NOT NULL DEFAULT false,
  -- the last 30-second step a code was accepted for: a code is never accepted twice
  totp_last_step  bigint,
  disabled_at     timestamptz,
  -- lockout after repeated failures (src/staff/staff-login.ts)
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  last_failed_at  timestamptz,
  locked_until    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT totp_enrolled OR totp_secret IS NOT NULL)
);
CREATE UNIQUE INDEX staff_email_idx ON staff (email);
COMMENT ON COLUMN staff.totp_secret IS
  'TOTP secret encrypted with AES-256-GCM under STAFF_TOTP_KEY (v1:iv:tag:ciphertext, base64url); never the plain secret';

-- A staff login session. Like customers' sessions (migration 013) the table holds only the
-- SHA-256 of the bearer token. A session ends after STAFF_SESSION_IDLE_HOURS without a request
-- (last_seen_at slides on every request) or when revoked (logout, disabling, second-factor reset).
CREATE TABLE staff_sessions (
  id           serial PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id     integer NOT NULL REFERENCES staff (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);
COMMENT ON COLUMN staff_sessions.token_hash IS
  'SHA-256 (hex) of the staff session''s bearer token; the token itself is given to the client once';

-- What staff changed: who (id and the e-mail at the time), with which role, when, what, on
-- which entity, the entity before and after. Written by `audit()` (src/audit/audit-log.ts)
-- inside the change's own transaction; read by admins (GET /admin/audit).
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  -- NULL for the command line (staff-cli), whose entries say so in staff_email
  staff_id    integer REFERENCES staff (id),
  staff_email text NOT NULL,
  role        text CHECK (role IN ('pedidos', 'credito', 'catalogo', 'soporte', 'admin')),
  action      text NOT NULL CHECK (action <> ''),
  entity_type text,
  entity_id   text,
  before      jsonb,
  after       jsonb,
  note        text
);
-- The filters of GET /admin/audit, each newest first.
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at DESC);

-- Append-only, enforced by the database and not only by the API: an UPDATE, DELETE or TRUNCATE
-- of the log fails, whichever code or console runs it. (The table's owner can still drop the
-- triggers: this guards against mistakes and against the API's own credentials, not against
-- the database's administrator.)
CREATE FUNCTION audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log es de solo anexado: % no está permitido', TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END
  $$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
