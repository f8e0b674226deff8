-- The embedded wallet's email login (/embedded/v1/*): users per project, one-time codes, failed-code
-- counters, the log of sent emails (throttles), sessions, and one wallet per user with its auth share.
-- Codes and session tokens are stored only as hashes; the auth share only encrypted (AES-256-GCM, key
-- from EMBEDDED_SHARE_KEY), so the database alone holds neither a credential nor a usable share.
CREATE TABLE embedded_users (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- Trimmed and lower-cased.
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, email)
);

-- One live code per (project, purpose, subject): a new code replaces the old one. The subject is the email
-- for a login and the user id for the two steps of an email change.
CREATE TABLE embedded_codes (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('login', 'email-update-current', 'email-update-new')),
  subject text NOT NULL,
  -- Where the code was sent.
  email text NOT NULL,
  user_id text REFERENCES embedded_users (id) ON DELETE CASCADE,
  -- The address an email change moves to.
  new_email text,
  -- HMAC-SHA256 (hex) of the code and its context under a key derived from EMBEDDED_SHARE_KEY.
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, purpose, subject)
);
CREATE INDEX embedded_codes_expires_at ON embedded_codes (expires_at);

-- Wrong codes per email: 5 lock it for 15 minutes (then the count starts again).
CREATE TABLE embedded_code_failures (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  PRIMARY KEY (project_id, email)
);

-- Every email sent, kept an hour: the 30 s and hourly throttles per address and per client.
CREATE TABLE embedded_mail_sends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- HMAC of the client IP: enough to count, not a stored address.
  client_key text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX embedded_mail_sends_email ON embedded_mail_sends (project_id, email, sent_at);
CREATE INDEX embedded_mail_sends_client ON embedded_mail_sends (client_key, sent_at);
CREATE INDEX embedded_mail_sends_sent_at ON embedded_mail_sends (sent_at);

CREATE TABLE embedded_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  -- SHA-256 (hex) of the bearer token.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX embedded_sessions_user ON embedded_sessions (user_id);
CREATE INDEX embedded_sessions_expires_at ON embedded_sessions (expires_at);

-- One wallet per user, never overwritten.
CREATE TABLE embedded_wallets (
  user_id text PRIMARY KEY REFERENCES embedded_users (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- EIP-55 checksummed.
  address text NOT NULL,
  -- Base58.
  solana_address text NOT NULL,
  -- 'v1:' iv, ciphertext and tag (base64url): AES-256-GCM, bound to the project and user.
  auth_share text NOT NULL,
  -- The frame's recovery object, JSON text exactly as it was sent.
  recovery text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
