-- Social login of the embedded wallet (/embedded/v1/social/*): the provider accounts linked to users, the
-- pending logins between start and callback, and the one-time results the frame redeems.

-- A user reached through a social account may have no email (X, or an address the provider did not
-- verify). Postgres' UNIQUE (project_id, email) lets many rows hold NULL.
ALTER TABLE embedded_users ALTER COLUMN email DROP NOT NULL;

-- One provider account (provider, subject) is one user of the project, for good: the same identity always
-- reaches the same user, and so the same wallet.
CREATE TABLE embedded_identities (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  -- The provider's stable account id (OIDC 'sub', or the user API's id).
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  -- What the provider last said about the account, for display.
  username text,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, provider, subject)
);
CREATE INDEX embedded_identities_user ON embedded_identities (user_id);

-- A login between /social/start and the provider's callback: good for 10 minutes, used once.
CREATE TABLE embedded_social_states (
  -- SHA-256 (hex) of the state parameter.
  state_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  -- The host page's origin, checked against the project's allowed origins at start.
  host_origin text NOT NULL,
  -- The frame's origin: where the popup's result page is.
  frame_origin text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('popup', 'redirect')),
  -- Redirect mode: the host page to come back to (on host_origin).
  return_to text,
  -- PKCE code_verifier and OIDC nonce: the provider sees only the challenge and the nonce in the id_token.
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  -- base64url(SHA-256(frame verifier)): the result is redeemable only with the frame's verifier.
  verifier_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX embedded_social_states_expires_at ON embedded_social_states (expires_at);

-- A finished login waiting for the frame: good for 5 minutes, redeemed once.
CREATE TABLE embedded_social_results (
  -- SHA-256 (hex) of the result handed to the popup.
  result_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  username text,
  verifier_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX embedded_social_results_expires_at ON embedded_social_results (expires_at);

-- Which login opened a session, so the session answer can name the provider after a reload.
ALTER TABLE embedded_sessions ADD COLUMN provider text;
ALTER TABLE embedded_sessions ADD COLUMN username text;
