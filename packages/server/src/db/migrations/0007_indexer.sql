-- The chain indexer (docs/server.md, "Indexer"): per chain, the last indexed block, the recent blocks kept
-- to detect reorgs, every indexed transaction with its value transfers, and per account the transactions
-- that touch it (the history's one index). Addresses are lower-case 0x text; amounts and token ids are
-- decimal text (they reach 2^256); block numbers are bigint and timestamps seconds since the epoch.

-- Where each chain's indexing stands. Moved only by compare-and-set on (block_number, block_hash), so two
-- server instances indexing the same chain never both write a round.
CREATE TABLE indexer_cursors (
  chain_id bigint PRIMARY KEY,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The last 256 indexed blocks: the window in which a reorg's common ancestor is looked for.
CREATE TABLE indexer_blocks (
  chain_id bigint NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  timestamp bigint NOT NULL,
  PRIMARY KEY (chain_id, number)
);

CREATE TABLE indexer_transactions (
  chain_id bigint NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  -- The block's timestamp (blocks themselves are pruned, transactions are kept).
  mined_at bigint NOT NULL,
  from_address text NOT NULL,
  -- The recipient, or the created contract for a deployment.
  to_address text NOT NULL,
  value text NOT NULL,
  nonce bigint NOT NULL,
  -- 'confirmed' or 'failed' (a failed transaction moved no value).
  status text NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX indexer_transactions_block ON indexer_transactions (chain_id, block_number);

-- Value moved by a transaction: its native value (log_index -1), ERC-20 and ERC-721 Transfer logs.
CREATE TABLE indexer_transfers (
  chain_id bigint NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  -- 'native', 'erc20' or 'erc721'.
  kind text NOT NULL,
  -- The token contract; '' for native transfers.
  contract text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  -- The amount in base units (ERC-20, native), or the token id (ERC-721).
  amount text NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX indexer_transfers_block ON indexer_transfers (chain_id, block_number);
-- NFTs owned now: the candidates an account received, then each token's latest transfer.
CREATE INDEX indexer_transfers_nft_received ON indexer_transfers (chain_id, to_address) WHERE kind = 'erc721';
CREATE INDEX indexer_transfers_nft_latest
  ON indexer_transfers (chain_id, contract, amount, block_number DESC, log_index DESC) WHERE kind = 'erc721';

-- One row per (account, transaction touching it): sender, recipient, and every party of its transfers.
CREATE TABLE indexer_account_transactions (
  chain_id bigint NOT NULL,
  account text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  tx_hash text NOT NULL,
  PRIMARY KEY (chain_id, account, block_number, tx_index)
);
CREATE INDEX indexer_account_transactions_block ON indexer_account_transactions (chain_id, block_number);

-- Name, symbol and decimals of token contracts, read once from the chain and sanitised; null where the
-- contract does not answer.
CREATE TABLE token_metadata (
  chain_id bigint NOT NULL,
  address text NOT NULL,
  -- 'erc20' or 'erc721': the kind of Transfer log the contract was first seen with.
  standard text NOT NULL,
  name text,
  symbol text,
  decimals integer,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, address)
);

-- NFT metadata fetched from each token's tokenURI, refreshed after an hour. A failed fetch is stored too
-- (ok = false), so a broken URI is not fetched again on every request.
CREATE TABLE nft_metadata (
  chain_id bigint NOT NULL,
  contract text NOT NULL,
  token_id text NOT NULL,
  ok boolean NOT NULL,
  name text,
  description text,
  image_url text,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, contract, token_id)
);
