import type { Address, Hex, TypedDataDefinition } from 'viem';

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** A chain the wallet can sign for; reads and sends go to `rpcUrl`. */
export interface DevWalletChain {
  id: number;
  name: string;
  rpcUrl: string;
  nativeCurrency: NativeCurrency;
  blockExplorerUrl?: string;
  /**
   * ERC-20 contracts the wallet lists in wallet_getAssets (EIP-7811) besides the native coin. Only the
   * addresses are configured: names, symbols, decimals and balances are read from the chain.
   */
  tokens?: readonly Address[];
}

/** A chain as callers pass it; the native currency defaults to 18-decimal ETH. */
export type DevWalletChainInput = Omit<DevWalletChain, 'nativeCurrency'> & {
  nativeCurrency?: NativeCurrency;
};

/** The transaction as it will be signed, filled from the chain before the user sees it. */
export interface PreparedTransaction {
  from: Address;
  to?: Address;
  value: bigint;
  data?: Hex;
  gas: bigint;
  chainId: number;
  /** EIP-1559 fees when the chain has a base fee, else a legacy gas price. */
  fees:
    | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
    | { type: 'legacy'; gasPrice: bigint };
  /** Only when the dapp chose one; otherwise the pending nonce is read after approval. */
  nonce?: number;
}

interface ApprovalBase {
  /** The page that asked (location.origin in a browser). */
  origin: string;
  /** The wallet's chain when the request arrived. */
  chainId: number;
}

/** Everything the wallet asks the user about; the approver sees one of these per request. */
export type ApprovalRequest =
  | (ApprovalBase & {
      kind: 'connect';
      method: 'eth_requestAccounts' | 'wallet_requestPermissions';
      address: Address;
    })
  | (ApprovalBase & { kind: 'personalSign'; address: Address; message: Hex; messageText: string | null })
  | (ApprovalBase & { kind: 'signTypedData'; address: Address; typedData: TypedDataDefinition })
  | (ApprovalBase & { kind: 'sendTransaction'; transaction: PreparedTransaction })
  | (ApprovalBase & { kind: 'switchChain'; toChain: DevWalletChain })
  | (ApprovalBase & { kind: 'addChain'; chain: DevWalletChain });

export type ApprovalKind = ApprovalRequest['kind'];

/** An approval request before the wallet stamps origin and current chain on it. */
export type ApprovalDraft = ApprovalRequest extends infer R
  ? R extends ApprovalRequest
    ? Omit<R, 'origin' | 'chainId'>
    : never
  : never;

/** Resolves true to approve, false to reject; the request waits until it settles. */
export type Approver = (request: ApprovalRequest) => Promise<boolean>;

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export type ProviderEventName = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message';

export type ProviderListener = (...args: unknown[]) => void;

/** The EIP-1193 surface that dapps see. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: ProviderEventName, listener: ProviderListener): Eip1193Provider;
  removeListener(event: ProviderEventName, listener: ProviderListener): Eip1193Provider;
}

/** The wallet owner's view, used by the approval UI. */
export interface DevWalletState {
  /** Every derived account, in address-index order. */
  addresses: readonly Address[];
  selectedIndex: number;
  chainId: number;
  chains: readonly DevWalletChain[];
  /** The page holds the eth_accounts permission. */
  authorized: boolean;
  /** Locked by the owner: every request fails with 4900 until reconnect(). */
  disconnected: boolean;
}

/**
 * What the wallet remembers about the site between page loads, as a real wallet does: the eth_accounts
 * grant and where the owner left the account and network. Exists only while the site is connected.
 */
export interface DevWalletSession {
  /** When the site was granted eth_accounts (wallet_getPermissions reports it). */
  authorizedAt: number;
  selectedIndex: number;
  chainId: number;
}
