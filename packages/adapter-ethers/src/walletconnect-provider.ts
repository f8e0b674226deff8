/**
 * An EIP-1193 provider over the eip155 namespace of the instance's wallet-connect session (core owns the
 * universal provider; see ChainAdapter.setUniversalProvider). It is what `useAppKitProvider('eip155')`
 * hands the app while connected through WalletConnect, so `new BrowserProvider(walletProvider)` works as
 * with an injected wallet, and what the adapter itself signs, sends and switches through.
 *
 * Why not the universal provider itself (as AppKit does): without a chain argument it routes a request to
 * the session's first namespace, which is not eip155 in a session that also serves solana; and a
 * WalletConnect wallet says "no" with 5000, which ethers would not recognise as a rejection (4001).
 */
import { parseEventChainId } from './connections.js';
import {
  createError,
  type Eip1193EventListener,
  type Eip1193Provider,
  type Eip1193RequestArguments,
  sessionChainIds,
  toEip1193Error,
  type UniversalProviderHandle,
  type UniversalProviderLike,
} from '@walletport/core/internal';

export interface WalletConnectEip1193Provider extends Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on(event: string, listener: Eip1193EventListener): WalletConnectEip1193Provider;
  removeListener(event: string, listener: Eip1193EventListener): WalletConnectEip1193Provider;
}

/** The session's universal provider, loading it if needed; 'Provider not found' without eip155 accounts. */
export async function requireSession(handle: UniversalProviderHandle): Promise<UniversalProviderLike> {
  const provider = await handle.getProvider();
  if (sessionChainIds(provider).length === 0) {
    throw createError('PROVIDER_NOT_FOUND', {
      details: 'No wallet-connect session with eip155 accounts: pair through the modal first.',
    });
  }
  return provider;
}

/**
 * The namespace's current chain. The universal provider keeps it (stored with the session) and answers
 * eth_chainId with it locally, whichever approved chain the request names, without a round trip to the
 * wallet.
 */
export async function sessionChainId(provider: UniversalProviderLike): Promise<number> {
  const [anyApproved] = sessionChainIds(provider);
  const answer = await provider.request({ method: 'eth_chainId' }, `eip155:${anyApproved}`);
  const chainId = parseEventChainId(answer);
  if (chainId === undefined)
    throw new Error(`The wallet answered eth_chainId with ${JSON.stringify(answer)}`);
  return chainId;
}

export function createWalletConnectProvider(handle: UniversalProviderHandle): WalletConnectEip1193Provider {
  // Listeners added before the provider loaded are attached when it has (nothing loads it just for them).
  const listeners = new Map<string, Set<Eip1193EventListener>>();
  let attachedTo: UniversalProviderLike | undefined;

  const attach = (provider: UniversalProviderLike) => {
    if (attachedTo === provider) return;
    attachedTo = provider;
    for (const [event, set] of listeners) for (const listener of set) provider.on(event, listener);
  };

  const walletProvider: WalletConnectEip1193Provider = {
    async request({ method, params }) {
      const provider = await requireSession(handle);
      attach(provider);
      try {
        return await provider.request(
          { method, ...(params === undefined ? {} : { params }) },
          `eip155:${await sessionChainId(provider)}`,
        );
      } catch (error) {
        throw toEip1193Error(error);
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      const loaded = handle.loadedProvider();
      if (loaded !== undefined && attachedTo !== loaded) attach(loaded);
      else attachedTo?.on(event, listener);
      return walletProvider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      attachedTo?.removeListener(event, listener);
      return walletProvider;
    },
  };
  return walletProvider;
}
