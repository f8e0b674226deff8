-- The wallet registry (GET /getWallets). Links and names are stored already sanitised.
CREATE TABLE wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  rdns text,
  homepage text,
  chains text[] NOT NULL DEFAULT '{}',
  mobile_link text,
  desktop_link text,
  webapp_link text,
  image_id text,
  -- Lower rank first: the registry's default order (recommended wallets come first).
  rank integer NOT NULL DEFAULT 1000,
  badge_type text NOT NULL DEFAULT 'none',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallets_rank ON wallets (rank, name);

-- Images served by /getWalletImage/{id} and the /public/get*Image/{id} routes.
CREATE TABLE images (
  kind text NOT NULL CHECK (kind IN ('wallet', 'asset', 'currency', 'token')),
  id text NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
