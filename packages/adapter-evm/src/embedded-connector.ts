/**
 * A wagmi connector over the instance's embedded wallet (email login; core owns the frame, see core's
 * ChainAdapter.setEmbeddedWallet). Logging in is not this connector's job: the modal runs the login and
 * then asks the adapter to connect this connector, which only reads the logged-in account. Requests go
 * through core's embedded provider, which sorts them (safe, approval in the frame, not allowed).
 */
import { type Config, type Connector, createConnector } from '@wagmi/core';
import {
  CONNECTOR_IDS,
  createError,
  type EmbeddedWalletHandle,
  toEip1193Error,
} from '@walletport/core/internal';
import { getAddress, numberToHex } from 'viem';

/** What the modal shows for the connection (AppKit names the embedded login's connector this way too). */
export const EMBEDDED_CONNECTOR_NAME = 'Email';

interface EmbeddedEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export function embeddedWalletConnector(handle: EmbeddedWalletHandle) {
  return createConnector<EmbeddedEip1193Provider>((config) => {
    let subscribed = false;

    const onAccountsChanged = (accounts: readonly string[]) => {
      if (accounts.length === 0) onDisconnect();
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) });
    };
    const onChainChanged = (chain: string) => {
      const chainId = Number(chain);
      if (Number.isSafeInteger(chainId)) config.emitter.emit('change', { chainId });
    };
    const onDisconnect = () => {
      unsubscribe();
      config.emitter.emit('disconnect');
    };
    const listeners = {
      accountsChanged: (accounts: unknown) => onAccountsChanged(accounts as string[]),
      chainChanged: (chain: unknown) => onChainChanged(String(chain)),
      disconnect: () => onDisconnect(),
    };
    const subscribe = () => {
      if (subscribed) return;
      for (const [event, listener] of Object.entries(listeners))
        handle.provider.on(event as keyof typeof listeners, listener);
      subscribed = true;
    };
    const unsubscribe = () => {
      for (const [event, listener] of Object.entries(listeners))
        handle.provider.removeListener(event as keyof typeof listeners, listener);
      subscribed = false;
    };
    const requireUser = () => {
      const user = handle.user();
      if (user === undefined) {
        throw createError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', {
          details: 'Log in with email through the modal first.',
        });
      }
      return user;
    };
    const request = async (args: { method: string; params?: unknown }) => {
      try {
        return await handle.provider.request(args);
      } catch (error) {
        throw toEip1193Error(error);
      }
    };

    return {
      id: CONNECTOR_IDS.AUTH,
      name: EMBEDDED_CONNECTOR_NAME,
      type: 'AUTH',

      async connect({ chainId } = {}) {
        const user = requireUser();
        subscribe();
        if (chainId !== undefined && chainId !== user.chainId) {
          await request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          });
        }
        const current = requireUser();
        return { accounts: [getAddress(current.address)], chainId: current.chainId } as never;
      },

      async disconnect() {
        unsubscribe();
        await handle.signOut();
      },

      async getAccounts() {
        return [getAddress(requireUser().address)];
      },

      async getChainId() {
        return requireUser().chainId;
      },

      async getProvider() {
        return { request };
      },

      /** Only a login this page already confirmed counts: checking must never load the frame. */
      async isAuthorized() {
        return handle.user() !== undefined;
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId);
        if (chain === undefined) throw createError('CHAIN_NOT_CONFIGURED', { details: `eip155:${chainId}` });
        await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] });
        config.emitter.emit('change', { chainId });
        return chain;
      },

      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    };
  });
}

/** Adds the embedded connector to the config once; later calls keep the first. */
export function addEmbeddedWalletConnector(config: Config, handle: EmbeddedWalletHandle): Connector {
  const existing = config.connectors.find((connector) => connector.id === CONNECTOR_IDS.AUTH);
  if (existing !== undefined) return existing;
  const { connectors } = config._internal;
  const connector = connectors.setup(embeddedWalletConnector(handle));
  connectors.setState((current) => [...current, connector]);
  return connector;
}
