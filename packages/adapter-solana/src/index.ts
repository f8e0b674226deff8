export { SolanaAdapter, STANDARD_WALLET_WAIT_MS } from './solana-adapter.js';
export type { SolanaAdapterOptions, SolanaTokenInfo } from './options.js';
export { standardChainOf, type SolanaStandardChain } from './chains.js';
export type { SolanaWalletProvider } from './standard-provider.js';
