-- Sign-in with a wallet (SIWX, /auth/v1/*): single-use nonces and the sessions they open.
-- Tokens are stored as SHA-256 hex hashes only; the browser holds the tokens themselves.
CREATE TABLE siwx_nonces (
  token_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The EIP-4361 nonce the signed message must carry.
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set once, by the one request that consumes the nonce.
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);

CREATE TABLE siwx_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- EIP-55 checksummed address.
  address text NOT NULL,
  -- CAIP-2, e.g. 'eip155:1'.
  chain_id text NOT NULL,
  domain text NOT NULL,
  uri text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX siwx_sessions_project_address ON siwx_sessions (project_id, address);
