/**
 * The adapter contract: what the modal needs from one chain namespace (eip155, solana, …).
 * A small required interface every adapter implements, plus optional capabilities that features
 * discover at run time with `hasCapability` — features never branch on the namespace name.
 */
import type { EmbeddedWalletHandle } from '../embedded/handle.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/index.js';
import type { CaipNetwork } from '../networks/index.js';
import type { UniversalProviderHandle } from './universal-provider.js';
import type { WalletAsset } from '../assets/wallet-asset.js';
import type { TokenBalance } from '../format/token.js';

export type AccountType = 'eoa' | 'smartAccount' | 'payment';

export interface AdapterAccount {
  address: string;
  type: AccountType;
  publicKey?: string;
  path?: string;
}

/** What the adapter knows about a wallet it can connect (see docs/adapters.md). */
export interface AdapterConnector {
  id: string;
  name: string;
  type: 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'AUTH' | 'MULTI_CHAIN';
  chain: ChainNamespace;
  imageId?: string;
  imageUrl?: string;
  explorerId?: string;
  info?: { rdns?: string; name?: string; icon?: string; uuid?: string };
  /** The wallet's provider when there is one (EIP-1193 for eip155). Opaque to core. */
  provider?: unknown;
}

export interface ConnectParams {
  connectorId: string;
  chainId?: number | string;
  /** For connectors that need it, e.g. a specific rdns among announced wallets. */
  rdns?: string;
  /**
   * Told before each further request the adapter sends the wallet while connecting (the switch to
   * `chainId`, adding that chain first), so the modal can say what the wallet asks the visitor to
   * approve. Optional on both sides: an adapter that cannot tell simply never calls it.
   */
  onWalletRequest?: WalletRequestListener;
}

/**
 * What a wallet is asking its user to approve right now: the connection itself, switching to a network,
 * or adding one it does not know (`caipNetworkId` names that network).
 */
export interface WalletRequest {
  kind: 'connect' | 'switch-network' | 'add-network';
  caipNetworkId?: CaipNetworkId;
}

export type WalletRequestListener = (request: WalletRequest) => void;

export interface ConnectResult {
  accounts: AdapterAccount[];
  chainId: number | string;
  connectorId: string;
}

export interface BalanceResult {
  /** Decimal string in whole units, e.g. '1.5'. */
  balance: string;
  symbol: string;
}

export interface SendTransactionParams {
  to: string;
  value?: bigint;
  data?: string;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  chainId?: number | string;
}

export interface EstimateFeeParams {
  to: string;
  value?: bigint;
  data?: string;
  from: string;
  chainId?: number | string;
}

/** The fee inputs of a chain's latest block (AdapterCapabilities.getGasFees). */
export interface GasFees {
  /** EIP-1559 chains: the base fee of the latest block. */
  baseFeePerGas?: bigint | undefined;
  /** EIP-1559 chains: the tip the node suggests (eth_maxPriorityFeePerGas). */
  maxPriorityFeePerGas?: bigint | undefined;
  /** Chains without a base fee: eth_gasPrice. */
  gasPrice?: bigint | undefined;
}

export interface WaitForTransactionReceiptParams {
  hash: string;
  chainId: number | string;
  /** How long to wait in all; the adapter's default is the default receipt wait (180000 ms). */
  timeoutMs?: number;
}

/** A mined transaction as a send needs it (AdapterCapabilities.waitForTransactionReceipt). */
export interface TransactionReceiptResult {
  status: 'success' | 'reverted';
  blockNumber: bigint;
  /** For a reverted transaction: why, read by replaying its call at its block (absent when unknown). */
  revertReason?: string;
  /**
   * Set when another transaction of the same sender and nonce was mined instead; the receipt is then
   * that transaction's. 'repriced' is the same transfer with a higher fee (a speed-up).
   */
  replaced?: { reason: 'repriced' | 'cancelled' | 'replaced'; hash: string };
}

/** Events an adapter reports; the connection service turns them into state. */
export interface AdapterEvents {
  /**
   * The wallet connected this site by itself, not through the adapter's connect or reconnect: e.g. a
   * locked wallet that was unlocked lists its accounts again (MetaMask's auto-lock, then unlock). The
   * library under the adapter already treats it as connected, so the instance adopts it.
   */
  connect: { connectorId: string; accounts: AdapterAccount[]; chainId: number | string };
  accountChanged: { address: string; chainId?: number | string; connectorId: string };
  accountsChanged: { accounts: AdapterAccount[]; connectorId: string };
  chainChanged: { chainId: number | string; connectorId: string };
  disconnect: { connectorId: string };
  connectorsChanged: { connectors: AdapterConnector[] };
}

export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** Networks of this namespace the app configured. */
  readonly networks: readonly CaipNetwork[];

  getConnectors(): AdapterConnector[];
  connect(params: ConnectParams): Promise<ConnectResult>;
  disconnect(params?: { connectorId?: string }): Promise<void>;
  /** Restores a stored connection without prompting; resolves undefined when there is none. */
  reconnect(params: { connectorId: string; chainId?: number | string }): Promise<ConnectResult | undefined>;
  getAccounts(params: { connectorId: string }): Promise<AdapterAccount[]>;
  switchNetwork(params: { network: CaipNetwork; connectorId?: string }): Promise<void>;
  getBalance(params: { address: string; network: CaipNetwork }): Promise<BalanceResult>;
  signMessage(params: { message: string; address: string; connectorId?: string }): Promise<string>;
  sendTransaction(params: SendTransactionParams): Promise<string>;
  estimateFee(params: EstimateFeeParams): Promise<bigint>;
  parseUnits(value: string, decimals: number): bigint;
  formatUnits(value: bigint, decimals: number): string;
  on<K extends keyof AdapterEvents>(event: K, handler: (data: AdapterEvents[K]) => void): () => void;
}

/**
 * A session an adapter persisted (AdapterCapabilities.readStoredSession): what the page can show before
 * the wallet confirms it. Read from storage only, never from the wallet.
 */
export interface StoredSession {
  connectorId: string;
  /** The connector's name as the adapter stored it (shown as the wallet's name until it reconnects). */
  connectorName?: string;
  accounts: readonly AdapterAccount[];
  chainId: number | string;
}

/** What an adapter learns from the app's options at creation (AdapterCapabilities.construct). */
export interface AdapterConstructParams {
  /** The app's networks of the adapter's namespace, in the order the app gave them. */
  networks: readonly CaipNetwork[];
  projectId: string;
  /** AppKit's `enableInjected`: list the wallet at `window.ethereum`. */
  enableInjected: boolean;
  /** AppKit's `enableEIP6963`: discover announced wallets (EIP-6963). */
  enableEIP6963: boolean;
}

/** Optional capabilities; present on the adapter object when supported. */
export interface AdapterCapabilities {
  /**
   * The app's configuration, handed over once when the instance is created (no network), before
   * `setUniversalProvider` and before the connector list is first read. AppKit's model: an adapter built
   * without arguments (`new EthersAdapter()`) learns its networks here.
   */
  construct: (params: AdapterConstructParams) => void;
  getCapabilities: (params: { address: string }) => Promise<Record<string, unknown>>;
  grantPermissions: (params: unknown) => Promise<unknown>;
  revokePermissions: (params: unknown) => Promise<unknown>;
  /**
   * EIP-7811 `wallet_getAssets` of the connected wallet for one chain, in core's shape (assets/wallet-asset.ts:
   * `walletAssetsFromGetAssets` reads the wallet's answer). Core checks the list again before using it.
   */
  getAssets: (params: { address: string; chainId: number | string }) => Promise<readonly WalletAsset[]>;
  /**
   * The account's balances read from the chain itself: the native currency first, then its tokens. For
   * namespaces whose wallets report no assets and whose tokens the server does not index (solana: SOL and
   * SPL token accounts). Core prefers it to the server's balance API when the adapter offers it.
   */
  readTokenBalances: (params: { address: string; network: CaipNetwork }) => Promise<TokenBalance[]>;
  /**
   * Sends `amount` (smallest unit) of a token by its address to `to`, building the chain's own transfer
   * (an SPL `transferChecked` on solana). The send feature uses it for tokens when the adapter offers it,
   * else an ERC-20 `transfer` call through `sendTransaction`. Resolves the transaction's id.
   */
  sendTokenTransfer: (params: {
    to: string;
    amount: bigint;
    token: { address: string; decimals: number };
    chainId: number | string;
  }) => Promise<string>;
  sendCalls: (params: { calls: SendTransactionParams[]; chainId?: number | string }) => Promise<string>;
  signTypedData: (params: { address: string; typedData: unknown }) => Promise<string>;
  /** Gas units of a transaction, asked of the node (the send feature prices them itself). */
  estimateGas: (params: EstimateFeeParams) => Promise<bigint>;
  /** The fee inputs of the chain's latest block: base fee and suggested tip, or the gas price. */
  getGasFees: (params: { chainId: number | string }) => Promise<GasFees>;
  /**
   * Waits until the transaction is mined (1 confirmation), following a replacement by the same sender and
   * nonce. Rejects when `timeoutMs` passes first, or with the node's error.
   */
  waitForTransactionReceipt: (params: WaitForTransactionReceiptParams) => Promise<TransactionReceiptResult>;

  getCaipAddress: (params: { connectorId: string }) => Promise<CaipAddress | undefined>;
  /**
   * The instance's wallet-connect client. Called once at creation (no network); the adapter then lists a
   * WALLET_CONNECT connector (id 'walletConnect') over its namespace of the session.
   */
  setUniversalProvider: (handle: UniversalProviderHandle) => void;
  /**
   * The instance's embedded wallet (email login). Called once at creation (no network); the adapter then
   * lists an AUTH connector (id 'ID_AUTH') that signs and sends through the embedded wallet's provider.
   */
  setEmbeddedWallet: (handle: EmbeddedWalletHandle) => void;
  /**
   * The session the adapter persisted, read synchronously and without the wallet, so a page (and a server
   * render) can show the connected account while the instance restores it. With `cookie` (a request's
   * Cookie header) it reads that; without, what the page's storage held when the adapter was created.
   * Undefined when there is none. Reads only: no state changes, so a server may call it per request.
   */
  readStoredSession: (params?: { cookie?: string | null }) => StoredSession | undefined;
}

export type CapabilityName = keyof AdapterCapabilities;

/** Type guard: the adapter offers the named capability (a function of that name). */
export function hasCapability<C extends CapabilityName>(
  adapter: ChainAdapter,
  capability: C,
): adapter is ChainAdapter & Pick<AdapterCapabilities, C> {
  return typeof (adapter as unknown as Record<string, unknown>)[capability] === 'function';
}
