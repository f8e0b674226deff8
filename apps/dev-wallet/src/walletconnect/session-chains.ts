import type { Address } from 'viem';
import { toCaipChainId } from './namespaces.js';

/** A session namespace as the SDK stores it (SessionTypes.Namespace). */
export interface SessionNamespace {
  chains?: string[];
  accounts: string[];
  methods: string[];
  events: string[];
}

/**
 * The namespaces to send with updateSession before telling a session about `chainId`, or undefined when the
 * session already has that chain. A dapp that asked for one devnet chain only would otherwise receive a
 * chainChanged event the SDK refuses (an event may only name a chain of the session).
 */
export function sessionChainUpdate(
  namespaces: Record<string, SessionNamespace>,
  chainId: number,
  address: Address,
): Record<string, SessionNamespace> | undefined {
  const eip155 = namespaces.eip155;
  if (!eip155) return undefined;
  const chain = toCaipChainId(chainId);
  if (eip155.chains?.includes(chain)) return undefined;
  return {
    ...namespaces,
    eip155: {
      ...eip155,
      chains: [...(eip155.chains ?? []), chain],
      accounts: [...eip155.accounts, `${chain}:${address}`],
    },
  };
}
