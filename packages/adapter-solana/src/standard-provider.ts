/**
 * What `useAppKitProvider('solana')` hands the app for a Wallet Standard wallet: AppKit's Solana provider
 * shape where it does not depend on a Solana library (`signMessage` on bytes, the connected address), plus
 * the Wallet Standard wallet itself for everything else (its features sign and send transactions).
 */
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import { createError, toAdapterError } from '@walletport/core/internal';
import { SOLANA_SIGN_MESSAGE } from './feature-names.js';

export interface SolanaWalletProvider {
  readonly name: string;
  /** The Wallet Standard wallet, for its `solana:signTransaction` / `solana:signAndSendTransaction` features. */
  readonly wallet: Wallet;
  /** The base58 address the wallet granted this site, undefined before it connected. */
  readonly address: string | undefined;
  /** Signs `message` with the connected account's key; resolves the 64-byte Ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

export function createStandardProvider(wallet: Wallet, name: string): SolanaWalletProvider {
  return {
    name,
    wallet,
    get address() {
      return wallet.accounts[0]?.address;
    },
    async signMessage(message) {
      const account = wallet.accounts[0];
      const feature = (wallet.features as Partial<SolanaSignMessageFeature>)[SOLANA_SIGN_MESSAGE];
      if (account === undefined || feature === undefined) {
        throw createError('PROVIDER_NOT_FOUND', {
          details: `${name} has no connected account that signs messages.`,
        });
      }
      try {
        const [output] = await feature.signMessage({ account, message });
        if (output === undefined)
          throw createError('ERROR_OCCURRED', { details: 'The wallet returned no signature.' });
        return output.signature;
      } catch (error) {
        throw toAdapterError(error);
      }
    },
  };
}
