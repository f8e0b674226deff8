import type { CaipNetwork } from '@walletport/core/internal';

/** An SPL token the app names, so the token list shows its symbol rather than its mint address. */
export interface SolanaTokenInfo {
  /** The CAIP-2 id of the network the mint lives on, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  caipNetworkId: string;
  /** The mint address (base58). */
  address: string;
  symbol: string;
  name: string;
  iconUrl?: string;
}

export interface SolanaAdapterOptions {
  /** The adapter's own networks; by default the app's solana networks (given to createAppKit). */
  networks?: readonly CaipNetwork[];
  /**
   * AppKit's option: discover wallets through Wallet Standard (default true). Off, only the wallet-connect
   * session is offered.
   */
  registerWalletStandard?: boolean;
  /**
   * Names for SPL tokens: Solana mints carry no symbol on chain unless a metadata program is deployed, so
   * a token the app does not name is listed by its shortened mint address.
   */
  tokens?: readonly SolanaTokenInfo[];
}
