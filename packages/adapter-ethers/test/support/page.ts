/**
 * A minimal browser page for the adapter in Node: `window` is an EventTarget (EIP-6963 events travel on
 * it) with an optional `ethereum`, stubbed as the global the adapter reads. Storage is a Map, which
 * survives a "reload" when the next page is opened with the same Map.
 */
import type { StorageBackend } from '@walletport/core';
import {
  announceProvider,
  createDevWallet,
  type DevWallet,
  devnetMnemonic,
  devWalletName,
  devWalletRdns,
  type Eip1193Provider,
  walletIconDataUri,
} from '@walletport/dev-wallet';
import { vi } from 'vitest';
import { EthersAdapter, type EthersAdapterOptions } from '../../src/index.js';
import type { ScriptedApprover } from './approver.js';
import type { TestChains } from './devnet.js';

export type FakeWindow = EventTarget & { ethereum?: unknown };

/** The dev wallet, or a provider in front of it that behaves like another kind of wallet. */
export type WalletLike = { provider: Eip1193Provider };

export interface WalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface Page {
  window: FakeWindow;
  storage: StorageBackend;
  /** The storage's backing map: hand it to the next page to simulate a reload. */
  storageData: Map<string, string>;
  /** Announces `wallet` through EIP-6963; returns the function that stops answering requests. */
  announce(wallet: WalletLike, info?: Partial<WalletInfo>): () => void;
  /** Sets window.ethereum, as a wallet extension does when nothing else claimed it. */
  inject(wallet: WalletLike): void;
  /** An adapter with the devnet networks (as createAppKit would hand them) on this page's storage. */
  adapter(options?: EthersAdapterOptions): EthersAdapter;
}

/** Opens a page: a fresh window, stubbed as the global `window` until vi.unstubAllGlobals(). */
export function openPage(chains: TestChains, storageData = new Map<string, string>()): Page {
  const window: FakeWindow = new EventTarget();
  vi.stubGlobal('window', window);
  const storage: StorageBackend = {
    getItem: (key) => storageData.get(key) ?? null,
    setItem: (key, value) => void storageData.set(key, value),
    removeItem: (key) => void storageData.delete(key),
  };
  return {
    window,
    storage,
    storageData,
    announce(wallet, info = {}) {
      return announceProvider(
        window,
        {
          uuid: info.uuid ?? crypto.randomUUID(),
          name: info.name ?? devWalletName,
          icon: info.icon ?? walletIconDataUri(),
          rdns: info.rdns ?? devWalletRdns,
        },
        wallet.provider,
      );
    },
    inject(wallet) {
      window.ethereum = wallet.provider;
    },
    adapter(options = {}) {
      return new EthersAdapter({ networks: chains.networks, storage, ...options });
    },
  };
}

/** The dev wallet on the devnet chains (all of them unless `chainIds` narrows it), asking `approver`. */
export function createTestWallet(
  chains: TestChains,
  approver: ScriptedApprover,
  chainIds: readonly number[] = chains.devnet.chains.map((chain) => chain.id),
): DevWallet {
  return createDevWallet({
    mnemonic: devnetMnemonic,
    origin: 'http://dapp.test',
    chains: chains.devnet.chains
      .filter((chain) => chainIds.includes(chain.id))
      .map((chain) => ({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl })),
    approver: approver.approver,
  });
}

/** The wallet in front of a provider that refuses `methods` with 4200, as most wallets do for some. */
export function without(wallet: WalletLike, ...methods: string[]): WalletLike {
  const provider: Eip1193Provider = {
    request: async (args) => {
      if (methods.includes(args.method)) {
        throw Object.assign(new Error(`The method ${args.method} is not supported.`), { code: 4200 });
      }
      return wallet.provider.request(args);
    },
    on: (event, listener) => {
      wallet.provider.on(event, listener);
      return provider;
    },
    removeListener: (event, listener) => {
      wallet.provider.removeListener(event, listener);
      return provider;
    },
  };
  return { provider };
}
