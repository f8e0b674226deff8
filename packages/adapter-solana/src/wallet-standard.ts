/**
 * Wallet Standard discovery: the Solana wallets installed in this browser, found through the standard's
 * window events (`@wallet-standard/app`), and the connector each one is in the modal's wallet list.
 * Wallets are third-party code: only what the standard defines is read, and a wallet that lacks the
 * features the modal needs (connect, and a way to sign) is not listed.
 */
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { AdapterConnector } from '@walletport/core/internal';
import { SOLANA_SIGN_MESSAGE, SOLANA_SIGN_TRANSACTION, STANDARD_CONNECT } from './feature-names.js';
import { createStandardProvider, type SolanaWalletProvider } from './standard-provider.js';

/** The longest wallet name listed; a longer one is cut (names come from any installed extension). */
const MAX_NAME_LENGTH = 64;

export interface StandardWallets {
  list(): readonly Wallet[];
  /** Called whenever a wallet registers or unregisters; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** True for a wallet the modal can use on Solana: it serves a solana chain, connects and signs. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features as Record<string, unknown>;
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    STANDARD_CONNECT in features &&
    (SOLANA_SIGN_MESSAGE in features || SOLANA_SIGN_TRANSACTION in features)
  );
}

/** The Solana wallets registered in this page; nothing on a server. */
export function discoverStandardWallets(): StandardWallets {
  const registry = typeof window === 'undefined' ? undefined : getWallets();
  return {
    list: () => (registry?.get() ?? []).filter(isSolanaWallet),
    subscribe(listener) {
      if (registry === undefined) return () => undefined;
      const offRegister = registry.on('register', listener);
      const offUnregister = registry.on('unregister', listener);
      return () => {
        offRegister();
        offUnregister();
      };
    },
  };
}

/** The wallet's name as the list shows it: trimmed, one line, at most 64 characters. */
export function walletName(wallet: Wallet): string {
  const name = String(wallet.name).replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  return name === '' ? 'Solana Wallet' : name;
}

/** Only a data: image the browser renders as an image (the standard requires one). */
function walletIcon(wallet: Wallet): string | undefined {
  const icon = String(wallet.icon);
  return /^data:image\/(svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/=]+$/.test(icon) ? icon : undefined;
}

/** The connector id of a Wallet Standard wallet: its name, as AppKit does. */
export function connectorIdOf(wallet: Wallet): string {
  return walletName(wallet);
}

/** The provider of each wallet, made once, so the app receives the same object on every render. */
const providers = new WeakMap<Wallet, SolanaWalletProvider>();

export function toConnector(wallet: Wallet): AdapterConnector {
  const name = walletName(wallet);
  let provider = providers.get(wallet);
  if (provider === undefined) {
    provider = createStandardProvider(wallet, name);
    providers.set(wallet, provider);
  }
  const icon = walletIcon(wallet);
  return {
    id: connectorIdOf(wallet),
    name,
    type: 'ANNOUNCED',
    chain: 'solana',
    ...(icon === undefined ? {} : { imageUrl: icon }),
    info: { name, ...(icon === undefined ? {} : { icon }) },
    provider,
  };
}

/** The wallet's accounts that can be used on Solana. */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter(
    (account) =>
      typeof account.address === 'string' &&
      /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(account.address) &&
      account.chains.some((chain) => chain.startsWith('solana:')),
  );
}
