// @walletport/solnet: a local Solana chain for development and tests (docs/local-stack.md).
export {
  type Solnet,
  type SolnetOptions,
  SOLNET_DEFAULT_PORT,
  SOLNET_DEFAULT_SLOT_MS,
  SOLNET_HOST,
  startSolnet,
} from './solnet.js';
export { SolnetError, type SolnetErrorCode, SolnetPortInUseError } from './errors.js';
export { BLOCKHASH_VALIDITY_BLOCKS } from './chain.js';
export {
  associatedTokenAddress,
  LAMPORTS_PER_SOL,
  SEED_SOL_PER_ACCOUNT,
  SEED_TOKENS_PER_ACCOUNT,
} from './seed.js';
export { RPC_METHOD_NAMES } from './rpc.js';
export {
  SOLNET_ACCOUNT_COUNT,
  SOLNET_CAIP_NETWORK_ID,
  SOLNET_GENESIS_HASH,
  SOLNET_MNEMONIC,
  SOLNET_NETWORK_NAME,
  SOLNET_NETWORK_REFERENCE,
  SOLNET_TOKEN,
  type SolanaKeypair,
  signWithKeypair,
  solanaTestKeypair,
  solnetAccounts,
  solnetMintKeypair,
} from './keys.js';
