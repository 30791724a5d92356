-- Session tokens and order access tokens are stored as their SHA-256 (64 hex characters), as
-- password-reset tokens already were: whoever reads the table (a leak, a backup, a replica)
-- gets nothing that logs in or opens an order. The API hashes what a request brings and
-- compares (src/auth/token-hash.ts). The existing tokens keep working: each row is converted
-- with the same function the API uses. sha256(bytea) is built into PostgreSQL 11+ and PGlite
-- (no pgcrypto needed).

-- Sessions: the column is renamed, so code still writing a plain token fails loudly.
ALTER TABLE sessions RENAME COLUMN token TO token_hash;
UPDATE sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');

-- Orders keep the column name (many modules select it), and hold the hash from now on.
UPDATE orders SET access_token = encode(sha256(convert_to(access_token, 'UTF8')), 'hex');
COMMENT ON COLUMN orders.access_token IS
  'SHA-256 (hex) of the order''s X-Order-Token; the token itself is given to the client once';
COMMENT ON COLUMN sessions.token_hash IS
  'SHA-256 (hex) of the session''s bearer token; the token itself is given to the client once';
