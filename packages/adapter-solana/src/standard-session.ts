/**
 * Wallet Standard connections as the adapter records them: connecting (`standard:connect`), following the
 * wallet's `change` events, and the wait for a stored wallet to register after the page started.
 */
import type { Wallet } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { AdapterAccount, ConnectResult } from '@walletport/core/internal';
import { addressesOf, type SolanaConnection, type StandardConnection } from './connections.js';
import { STANDARD_CONNECT, STANDARD_EVENTS } from './feature-names.js';
import { connectorIdOf, type StandardWallets } from './wallet-standard.js';

/** Resolves the registered wallet with this connector id, waiting up to `timeoutMs` for it to register. */
export function waitForStandardWallet(
  wallets: StandardWallets,
  connectorId: string,
  timeoutMs: number,
): Promise<Wallet | undefined> {
  const find = () => wallets.list().find((wallet) => connectorIdOf(wallet) === connectorId);
  const found = find();
  if (found !== undefined || typeof window === 'undefined') return Promise.resolve(found);
  return new Promise((resolve) => {
    const stop = wallets.subscribe(() => {
      const wallet = find();
      if (wallet !== undefined) finish(wallet);
    });
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    function finish(wallet: Wallet | undefined) {
      clearTimeout(timer);
      stop();
      resolve(wallet);
    }
  });
}

export function connectFeature(wallet: Wallet): StandardConnectFeature[typeof STANDARD_CONNECT] {
  return (wallet.features as StandardConnectFeature)[STANDARD_CONNECT];
}

/** Follows the wallet's account changes; returns the unsubscribe (a no-op for wallets without events). */
export function watchWallet(
  wallet: Wallet,
  onAccounts: (accounts: StandardConnection['accounts']) => void,
): () => void {
  const events = (wallet.features as Partial<StandardEventsFeature>)[STANDARD_EVENTS];
  if (events === undefined) return () => undefined;
  return events.on('change', (properties) => {
    if (properties.accounts !== undefined) onAccounts(properties.accounts);
  });
}

export function toAccount(account: { readonly address: string }): AdapterAccount {
  return { address: account.address, type: 'eoa' };
}

export function toAdapterAccounts(connection: SolanaConnection): AdapterAccount[] {
  return addressesOf(connection).map((address) => ({ address, type: 'eoa' }));
}

export function toConnectResult(connection: SolanaConnection): ConnectResult {
  return {
    accounts: toAdapterAccounts(connection),
    chainId: connection.chainId,
    connectorId: connection.connectorId,
  };
}
