-- The names registry (GET/POST /v1/profile/*): a name with its attributes, and its address per coin type.
CREATE TABLE names (
  -- The full name, lower-case, with the configured suffix, e.g. 'alice.walletport.id'.
  name text PRIMARY KEY,
  attributes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE name_addresses (
  name text NOT NULL REFERENCES names (name) ON DELETE CASCADE,
  -- Decimal text: 60 for Ethereum mainnet, (0x80000000 | chainId) for other EVM chains (core chainIdToCoinType).
  coin_type text NOT NULL,
  -- Lower-case 0x address.
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, coin_type)
);
CREATE INDEX name_addresses_address ON name_addresses (address);
