-- Sign In With Farcaster (/embedded/v1/farcaster/*): a channel joins the frame that waits and the
-- Farcaster wallet that signs. Good for 10 minutes, completed once; the frame then redeems its result.
CREATE TABLE embedded_farcaster_channels (
  -- SHA-256 (hex) of the channel token: the token itself travels only in the connect URL.
  token_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The host page's origin: the message's domain and URI come from it.
  host_origin text NOT NULL,
  -- What the signed message must say.
  nonce text NOT NULL,
  domain text NOT NULL,
  siwe_uri text NOT NULL,
  -- base64url(SHA-256(frame verifier)): the result is redeemable only with the frame's verifier.
  verifier_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set together when a wallet's signature is accepted.
  completed_at timestamptz,
  fid bigint,
  username text,
  -- The custody address (EIP-55) that signed.
  custody text,
  -- The one-time result the frame redeems; useless without the frame's verifier.
  result text
);
CREATE INDEX embedded_farcaster_channels_expires_at ON embedded_farcaster_channels (expires_at);
