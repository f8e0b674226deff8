/**
 * The walletAssets service's contract and its state: whether the active account's tokens and NFTs are
 * loading, loaded or failed, and for whom. The token list itself lives on the account
 * (`accounts[namespace].tokenBalance`), where the Send picker and the hooks read it; the NFTs live here.
 * Types and the initial state only: this module loads with the page, the service with its chunk.
 */
import type { AccountNft } from '../api/account-nfts-api.js';
import type { ChainNamespace } from '../caip/index.js';
import type { WalletportError } from '../errors/index.js';
import type { TokenBalance } from '../format/index.js';
import type { Store } from '../store/index.js';

// Published on `instance.services.features` by the feature (feature/install-wallet-assets.ts). Declared
// here, beside the service's type, so the declaration travels with every import of that type.
declare module '../feature/types.js' {
  interface FeatureServices {
    /** The active account's tokens and NFTs; always installed. */
    walletAssets: WalletAssetsService;
  }
}

export type AssetListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Where a token list came from: the wallet (EIP-7811), the server's balance API, or the adapter's native balance. */
/** 'chain': the adapter read the balances from the chain itself (AdapterCapabilities.readTokenBalances). */
export type TokenSource = 'wallet' | 'chain' | 'server' | 'native';

export interface TokenListState {
  readonly status: AssetListStatus;
  /** The account and network the status describes: `${caipNetworkId}:${address}` (lower case). */
  readonly key: string | undefined;
  readonly source: TokenSource | undefined;
  /** Why the last load failed (code TOKEN_BALANCE_UNAVAILABLE); undefined unless status is 'error'. */
  readonly error: WalletportError | undefined;
}

export interface NftListState {
  /** 'unsupported': no NFT source for this account (no server, or a namespace the indexer lacks). */
  readonly status: AssetListStatus | 'unsupported';
  readonly key: string | undefined;
  /** The account's NFTs on the network, spam already hidden. */
  readonly items: readonly AccountNft[];
  readonly error: WalletportError | undefined;
  /** When the items were loaded (ms since epoch), for the 30 s freshness of a reopened tab. */
  readonly loadedAt: number | undefined;
}

export interface WalletAssetsState {
  readonly tokens: TokenListState;
  readonly nfts: NftListState;
}

export interface RefreshTokensOptions {
  /** Skip the 30 s portfolio cache (and ask the server to skip its own). */
  force?: boolean;
}

export interface LoadNftsOptions {
  /** Load again even when the list of this account and network is fresh. */
  force?: boolean;
}

export interface WalletAssetsService {
  readonly store: Store<WalletAssetsState>;
  /**
   * Loads the active account's token balances on the active network into
   * `accounts[namespace].tokenBalance` and returns them: wallet_getAssets (EIP-7811) when the wallet
   * reports asset discovery for the chain, else the server's balance API, else the native balance alone.
   * Never rejects: a failure keeps the list as it was and sets `tokens.status` to 'error'.
   */
  refreshTokens(options?: RefreshTokensOptions): Promise<readonly TokenBalance[]>;
  /** Loads the active account's NFTs on the active network (spam hidden) into `nfts`. Never rejects. */
  loadNfts(options?: LoadNftsOptions): Promise<readonly AccountNft[]>;
  /** Whether NFTs can be listed for `namespace` in this instance (a server and an indexed namespace). */
  supportsNfts(namespace: ChainNamespace | undefined): boolean;
  destroy(): void;
}

/** NFTs come from the server's indexer, which reads eip155 chains. */
export const NFT_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155']);

export function createInitialWalletAssetsState(): WalletAssetsState {
  return {
    tokens: { status: 'idle', key: undefined, source: undefined, error: undefined },
    nfts: { status: 'idle', key: undefined, items: [], error: undefined, loadedAt: undefined },
  };
}

/** The key of an account on a network: its CAIP-10 id in lower case. */
export function accountKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address}`.toLowerCase();
}
