/**
 * What a wallet-connect session asks for, built from the configured networks, and what an approved
 * session gives back (the session requests a list of eth, wallet, solana and bitcoin methods). Pure.
 */
import type { AdapterAccount } from '../adapter/index.js';
import { type ChainNamespace, isKnownNamespace } from '../caip/index.js';
import type { WalletConnectApproval } from '../connection/index.js';
import type { CaipNetwork } from '../networks/index.js';

/**
 * Methods the wallet answers on eip155. Reads the node can answer (eth_estimateGas, eth_call,
 * eth_sendRawTransaction…) are left out on purpose: the provider sends unlisted methods to the
 * network's RPC URL instead of bothering the wallet.
 */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'wallet_revokePermissions',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_getAssets',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const;

export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
] as const;

export const BITCOIN_METHODS = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'] as const;

const METHODS: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: EIP155_METHODS,
  solana: SOLANA_METHODS,
  bip122: BITCOIN_METHODS,
};

const EVENTS: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged'],
};

/** One namespace as the provider's connect() takes it (client/provider.ts). */
export interface RequestedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** CAIP-2 id → RPC URL, so reads go to the app's node and never to a default host. */
  rpcMap: Record<string, string>;
  defaultChain?: string;
}

export type RequestedNamespaces = Record<string, RequestedNamespace>;

/**
 * The namespaces the session requests: every configured network of a namespace wallet-connect can speak
 * (eip155, solana, bip122), with that namespace's methods and events. `defaultNetwork` goes first in its
 * namespace, so the provider starts on it. `rpcUrlOf` picks the URL per network (custom RPC first).
 */
export function requestedNamespaces(
  networks: readonly CaipNetwork[],
  options: { defaultNetwork?: CaipNetwork; rpcUrlOf?: (network: CaipNetwork) => string | undefined } = {},
): RequestedNamespaces {
  const rpcUrlOf = options.rpcUrlOf ?? ((network) => network.rpcUrls.default.http[0]);
  const ordered =
    options.defaultNetwork === undefined
      ? networks
      : [
          ...networks.filter((n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId),
          ...networks.filter((n) => n.caipNetworkId !== options.defaultNetwork?.caipNetworkId),
        ];
  const result: RequestedNamespaces = {};
  for (const network of ordered) {
    const namespace = network.chainNamespace;
    const methods = isKnownNamespace(namespace) ? METHODS[namespace] : undefined;
    if (methods === undefined) continue;
    const entry = result[namespace] ?? {
      chains: [],
      methods: [...methods],
      events: [...(EVENTS[namespace as ChainNamespace] ?? [])],
      rpcMap: {},
      defaultChain: String(network.id),
    };
    result[namespace] = entry;
    if (entry.chains.includes(network.caipNetworkId)) continue;
    entry.chains.push(network.caipNetworkId);
    const url = rpcUrlOf(network);
    if (url !== undefined && url !== '') entry.rpcMap[network.caipNetworkId] = url;
  }
  return result;
}

/** The CAIP-2 ids a set of requested namespaces asks for, in order. */
export function chainsOf(namespaces: RequestedNamespaces): string[] {
  return Object.values(namespaces).flatMap((namespace) => namespace.chains);
}

/** The session fields the approvals are read from (a subset of the client's SessionRecord). */
export interface ApprovedSession {
  namespaces: Record<string, { accounts: readonly string[] }>;
  requiredNamespaces?: Record<string, { chains?: readonly string[] }>;
  optionalNamespaces?: Record<string, { chains?: readonly string[] }>;
}

/**
 * One approval per known namespace of the session: its unique addresses (CAIP-10 accounts, first one
 * first) on the chain of its first account, which is the wallet's current chain by convention.
 * `preferredChains` (CAIP-2) wins when the wallet approved accounts on it.
 */
export function approvalsOf(
  session: ApprovedSession,
  preferredChains: readonly string[] = [],
): WalletConnectApproval[] {
  const approvals: WalletConnectApproval[] = [];
  for (const [key, value] of Object.entries(session.namespaces)) {
    const parsed = value.accounts.map(parseAccount).filter((entry) => entry !== undefined);
    const namespace = parsed[0]?.namespace ?? key;
    if (!isKnownNamespace(namespace)) continue;
    const preferred = preferredChains.find((chain) => parsed.some((entry) => entry.chain === chain));
    const chain = preferred ?? parsed[0]?.chain;
    const addresses = [...new Set(parsed.filter((entry) => entry.chain === chain).map((e) => e.address))];
    const accounts: AdapterAccount[] = addresses.map((address) => ({ address, type: 'eoa' }));
    const reference = chain?.slice(namespace.length + 1);
    approvals.push({ namespace, accounts, chainId: toChainId(namespace, reference) });
  }
  return approvals;
}

/** The CAIP-2 ids the session was created for (requested, not only approved); see session-staleness. */
export function requestedChainsOfSession(session: ApprovedSession): string[] {
  const chains = [session.requiredNamespaces, session.optionalNamespaces].flatMap((group) =>
    Object.entries(group ?? {}).flatMap(([key, value]) => value.chains ?? (key.includes(':') ? [key] : [])),
  );
  return [...new Set(chains)];
}

function parseAccount(account: string) {
  const parts = account.split(':');
  if (parts.length < 3) return undefined;
  const [namespace, reference] = parts as [string, string];
  return { namespace, chain: `${namespace}:${reference}`, address: parts.slice(2).join(':') };
}

/** eip155 chain ids are numbers everywhere else in Walletport; other namespaces keep their reference. */
function toChainId(namespace: string, reference: string | undefined): number | string | undefined {
  if (reference === undefined) return undefined;
  if (namespace === 'eip155' && /^\d+$/.test(reference)) return Number(reference);
  return reference;
}
