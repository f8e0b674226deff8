import type { CaipNetworkId } from '../caip/index.js';

/**
 * The network entity. Its shape is a superset of viem's `Chain` (and so of wagmi's), like
 * Reown AppKit's `CaipNetwork`: an eip155 network (numeric `id`) can be handed to viem or wagmi as is.
 * Networks of other namespaces use the CAIP-2 reference as a string `id`.
 */
export type CaipNetwork<Namespace extends string = string, Id extends number | string = number | string> = {
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference (e.g. a Solana genesis hash prefix). */
  id: Id;
  /** `${chainNamespace}:${id}`. */
  caipNetworkId: CaipNetworkId;
  chainNamespace: Namespace;
  name: string;
  testnet: boolean;
  nativeCurrency: NativeCurrency;
  rpcUrls: CaipNetworkRpcUrls;
  blockExplorers?: BlockExplorers;
  assets?: NetworkAssets;
  /** An older id the same network is still known by (some wallets only speak the old Solana ids). */
  deprecatedCaipNetworkId?: CaipNetworkId;
  /** Well-known contracts, in viem's format, so viem's `multicall` finds Multicall3 without configuration. */
  contracts?: NetworkContracts;
  /** The chain an L2 settles on (viem's `sourceId`). */
  sourceId?: number;
};

export type NativeCurrency = {
  name: string;
  symbol: string;
  decimals: number;
};

export type RpcUrls = {
  http: readonly string[];
  webSocket?: readonly string[];
};

// No index signature: it would clash with the optional `chainDefault`, and viem's `Chain` accepts this type
// without one (object type aliases get an implicit index signature).
export type CaipNetworkRpcUrls = {
  /** Where requests go. The app may replace it (customRpcUrls, a project RPC). */
  default: RpcUrls;
  /** The chain's own public endpoints, kept when `default` has been replaced. */
  chainDefault?: RpcUrls;
};

export type BlockExplorer = {
  name: string;
  /** Base URL without a trailing slash; paths such as `/tx/{hash}` are appended. */
  url: string;
  apiUrl?: string;
};

export type BlockExplorers = {
  [key: string]: BlockExplorer;
  default: BlockExplorer;
};

export type NetworkAssets = {
  /** A short stable key into the network image registry, e.g. 'ethereum'. */
  imageId?: string;
  imageUrl?: string;
};

export type NetworkContract = {
  address: `0x${string}`;
  /** The block the contract was deployed in; viem refuses reads at earlier blocks. */
  blockCreated?: number;
};

export type NetworkContracts = {
  /** Like viem: a contract, or (for L1 contracts of an L2) one per source chain id. */
  [key: string]: NetworkContract | { [sourceId: number]: NetworkContract | undefined } | undefined;
  multicall3?: NetworkContract;
};

/** An eip155 network: numeric id, and therefore a valid viem `Chain`. */
export type EvmCaipNetwork = CaipNetwork<'eip155', number>;

/** A Solana network: its id is the CAIP-2 reference (first 32 characters of the genesis hash). */
export type SolanaCaipNetwork = CaipNetwork<'solana', string>;
