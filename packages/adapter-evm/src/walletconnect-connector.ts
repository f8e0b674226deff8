/**
 * A wagmi connector over the eip155 namespace of the instance's wallet-connect session (core owns the
 * universal provider; see core's ChainAdapter.setUniversalProvider). Once the session exists, wagmi's
 * actions (signing, sending, switching) go through it like through any other wallet.
 *
 * Pairing is not this connector's job: core's connection service pairs (it shows the URI) and then asks
 * the adapter to connect this connector, which only reads the approved session.
 */
import { type Config, type Connector, createConnector } from '@wagmi/core';
import {
  CONNECTOR_IDS,
  createError,
  sessionAddresses,
  sessionChainIds,
  toEip1193Error,
  type UniversalProviderHandle,
  type UniversalProviderLike,
} from '@walletport/core/internal';
import { getAddress, numberToHex } from 'viem';
import { toViemProviderError } from './viem-errors.js';

export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect';

/** The minimal EIP-1193 provider wagmi and viem need, bound to the session's eip155 namespace. */
export interface SessionEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export function universalProviderConnector(handle: UniversalProviderHandle) {
  return createConnector<SessionEip1193Provider>((config) => {
    let subscribed: UniversalProviderLike | undefined;
    let listeners: Record<string, (...args: never[]) => void> = {};

    const onAccountsChanged = (accounts: readonly string[]) => {
      if (accounts.length === 0) onDisconnect();
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) });
    };
    const onChainChanged = (chain: string) => {
      const chainId = Number(chain.includes(':') ? chain.split(':')[1] : chain);
      if (Number.isInteger(chainId)) config.emitter.emit('change', { chainId });
    };
    const onDisconnect = () => {
      unsubscribe();
      config.emitter.emit('disconnect');
    };
    const unsubscribe = () => {
      for (const [event, listener] of Object.entries(listeners)) subscribed?.removeListener(event, listener);
      listeners = {};
      subscribed = undefined;
    };
    // The provider's events become wagmi's, so wagmi's store (and the adapter's events) follow the wallet.
    const subscribe = (provider: UniversalProviderLike) => {
      if (subscribed === provider) return;
      unsubscribe();
      listeners = {
        accountsChanged: ((accounts: string[]) => onAccountsChanged(accounts)) as never,
        chainChanged: ((chain: string | number) => onChainChanged(String(chain))) as never,
        session_delete: (() => onDisconnect()) as never,
      };
      for (const [event, listener] of Object.entries(listeners)) provider.on(event, listener);
      subscribed = provider;
    };

    const requireSession = async () => {
      const provider = await handle.getProvider();
      if (sessionChainIds(provider).length === 0) {
        throw createError('PROVIDER_NOT_FOUND', {
          details: 'No wallet-connect session with eip155 accounts: pair through the modal first.',
        });
      }
      return provider;
    };
    // The provider keeps the namespace's current chain (stored with the session) and answers eth_chainId
    // with it locally, whichever approved chain the request names.
    const currentChainId = async (provider: UniversalProviderLike) => {
      const [anyApproved] = sessionChainIds(provider);
      return Number(await provider.request({ method: 'eth_chainId' }, `eip155:${anyApproved}`));
    };

    return {
      id: CONNECTOR_IDS.WALLET_CONNECT,
      name: WALLET_CONNECT_CONNECTOR_NAME,
      type: 'walletConnect',

      async connect({ chainId } = {}) {
        const provider = await requireSession();
        if (chainId !== undefined && sessionChainIds(provider).includes(chainId))
          provider.setDefaultChain(`eip155:${chainId}`);
        subscribe(provider);
        const current = await currentChainId(provider);
        // wagmi's connect result type depends on `withCapabilities`, which this connector never offers.
        return { accounts: sessionAddresses(provider, current), chainId: current } as never;
      },

      async disconnect() {
        const provider = handle.loadedProvider();
        unsubscribe();
        // After a wallet-side delete there is no session left to end.
        if (provider?.session !== undefined) await provider.disconnect();
      },

      async getAccounts() {
        const provider = await requireSession();
        return sessionAddresses(provider, await currentChainId(provider));
      },

      async getChainId() {
        return currentChainId(await requireSession());
      },

      async getProvider() {
        const provider = await handle.getProvider();
        return {
          async request({ method, params }) {
            try {
              return await provider.request({ method, params }, `eip155:${await currentChainId(provider)}`);
            } catch (error) {
              throw toViemProviderError(toEip1193Error(error));
            }
          },
        };
      },

      /** Only a session already loaded counts: checking must never download the client. */
      async isAuthorized() {
        return sessionAddresses(handle.loadedProvider()).length > 0;
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId);
        if (chain === undefined) throw createError('CHAIN_NOT_CONFIGURED', { details: `eip155:${chainId}` });
        const provider = await this.getProvider();
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        });
        config.emitter.emit('change', { chainId });
        return chain;
      },

      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    };
  });
}

/** Adds the wallet-connect connector to the config once; later calls keep the first. */
export function addUniversalProviderConnector(config: Config, handle: UniversalProviderHandle): Connector {
  const existing = config.connectors.find((connector) => connector.id === CONNECTOR_IDS.WALLET_CONNECT);
  if (existing !== undefined) return existing;
  const { connectors } = config._internal;
  const connector = connectors.setup(universalProviderConnector(handle));
  connectors.setState((current) => [...current, connector]);
  return connector;
}
