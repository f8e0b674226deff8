import type { Address } from 'viem';

/** What the dev wallet offers a WalletConnect dapp: the methods its EIP-1193 handlers serve. */
export const walletConnectMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
] as const;

export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const;

/** The eip155 namespace a session may get, in the shape buildApprovedNamespaces takes as supportedNamespaces. */
export interface SupportedEip155Namespace {
  chains: string[];
  methods: string[];
  events: string[];
  accounts: string[];
}

/** CAIP-2 id of an EVM chain: eip155:31337. */
export function toCaipChainId(chainId: number): string {
  return `eip155:${chainId}`;
}

/**
 * The chain id of a CAIP-2 eip155 id, or undefined for anything else (another namespace, a malformed or
 * non-decimal reference): callers turn undefined into an error the dapp can read.
 */
export function parseEip155ChainId(caipChainId: string): number | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(caipChainId);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Every devnet chain with the one account the wallet exposes, as CAIP-10 accounts (eip155:31337:0x…). */
export function supportedEip155Namespace(
  chainIds: readonly number[],
  address: Address,
): { eip155: SupportedEip155Namespace } {
  const chains = chainIds.map(toCaipChainId);
  return {
    eip155: {
      chains,
      methods: [...walletConnectMethods],
      events: [...walletConnectEvents],
      accounts: chains.map((chain) => `${chain}:${address}`),
    },
  };
}
