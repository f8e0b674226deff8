/**
 * The Solana side of the dev wallet as a Wallet Standard wallet: what a page's wallet adapter finds through
 * `wallet-standard:app-ready`. Every method checks what the page handed in before asking the user.
 */
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features';
import { invalidParamsError, unauthorizedError, userRejectedError } from '../wallet/errors.js';
import { isSolanaStandardChain, solanaStandardChains } from './chains.js';
import type { SendOptions } from './solana-rpc.js';
import type { SolanaSessionStore } from './solana-session.js';
import type { SolanaSigner } from './signer.js';
import type { SolanaApprover } from './types.js';

export type DevSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

export interface DevSolanaWallet extends Wallet {
  readonly features: DevSolanaWalletFeatures;
}

/** The owner's side: the panel reads it and the install wires it. */
export interface SolanaWalletControls {
  wallet: DevSolanaWallet;
  isConnected(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface CreateStandardWalletOptions {
  name: string;
  icon: WalletIcon;
  origin: string;
  signer: SolanaSigner;
  approver: SolanaApprover;
  sessions?: SolanaSessionStore;
}

const accountFeatures = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const;
const maxInputs = 32;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkInputs(inputs: readonly unknown[]): asserts inputs is readonly Record<string, unknown>[] {
  if (inputs.length === 0 || inputs.length > maxInputs) {
    throw invalidParamsError(`give 1 to ${maxInputs} inputs`);
  }
  if (!inputs.every(isRecord)) throw invalidParamsError('every input must be an object');
}

function optionalChain(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!isSolanaStandardChain(value)) {
    throw invalidParamsError(`chain must be one of ${solanaStandardChains.join(', ')}`);
  }
  return value;
}

function sendOptionsOf(value: unknown): SendOptions {
  if (value === undefined) return {};
  if (!isRecord(value)) throw invalidParamsError('options must be an object');
  const options: SendOptions = {};
  const commitment = value.preflightCommitment;
  if (commitment !== undefined) {
    if (commitment !== 'processed' && commitment !== 'confirmed' && commitment !== 'finalized') {
      throw invalidParamsError('options.preflightCommitment must be processed, confirmed or finalized');
    }
    options.preflightCommitment = commitment;
  }
  if (value.skipPreflight !== undefined) {
    if (typeof value.skipPreflight !== 'boolean')
      throw invalidParamsError('options.skipPreflight must be boolean');
    options.skipPreflight = value.skipPreflight;
  }
  for (const key of ['maxRetries', 'minContextSlot'] as const) {
    const number = value[key];
    if (number === undefined) continue;
    if (!Number.isSafeInteger(number) || (number as number) < 0) {
      throw invalidParamsError(`options.${key} must be a non-negative integer`);
    }
    options[key] = number as number;
  }
  return options;
}

export function createStandardWallet(options: CreateStandardWalletOptions): SolanaWalletControls {
  const { signer, sessions, origin } = options;
  const listeners = new Set<() => void>();
  const changeListeners = new Set<StandardEventsListeners['change']>();
  const remembered = sessions?.load();
  if (remembered) signer.selectAccount(remembered.accountIndex);
  let connectedAt = remembered?.connectedAt;
  let cachedAccount: WalletAccount | undefined;

  const caller = { origin, approver: options.approver };
  const currentAccount = (): WalletAccount => {
    const { address, publicKey } = signer.account();
    if (cachedAccount?.address !== address) {
      // Frozen, and the same object while the account stays: apps compare accounts by identity.
      cachedAccount = Object.freeze({
        address,
        publicKey: publicKey.slice(),
        chains: Object.freeze([...solanaStandardChains]) as readonly IdentifierString[],
        features: Object.freeze([...accountFeatures]) as readonly IdentifierString[],
      });
    }
    return cachedAccount;
  };
  const accounts = (): readonly WalletAccount[] => (connectedAt === undefined ? [] : [currentAccount()]);

  const changed = () => {
    for (const listener of [...listeners]) listener();
    for (const listener of [...changeListeners]) {
      try {
        listener({ accounts: accounts() });
      } catch (error) {
        console.error('[walletport dev wallet] a Wallet Standard change listener threw', error);
      }
    }
  };
  const persist = () => {
    sessions?.save(
      connectedAt === undefined ? null : { connectedAt, accountIndex: signer.getState().selectedIndex },
    );
  };
  signer.subscribe(() => {
    persist();
    changed();
  });

  /** The page must be connected and name the wallet's current account. */
  const checkAccount = (input: Record<string, unknown>) => {
    if (connectedAt === undefined) throw unauthorizedError('Connect first (standard:connect).');
    const account = input.account;
    if (!isRecord(account) || account.address !== signer.account().address) {
      throw unauthorizedError("The input's account is not the wallet's connected account.");
    }
  };

  const features: DevSolanaWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      connect: async (input) => {
        if (connectedAt === undefined) {
          // Silent: the page restores a connection it had (remembered above) and never prompts.
          if (isRecord(input) && input.silent === true) return { accounts: [] };
          const approved = await options.approver({
            kind: 'solanaConnect',
            origin,
            address: signer.account().address,
          });
          if (!approved) throw userRejectedError();
          connectedAt = Date.now();
          persist();
          changed();
        }
        return { accounts: accounts() };
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      disconnect: async () => {
        if (connectedAt === undefined) return;
        connectedAt = undefined;
        persist();
        changed();
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change' || typeof listener !== 'function') return () => {};
        changeListeners.add(listener);
        return () => changeListeners.delete(listener);
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: async (...inputs: readonly SolanaSignMessageInput[]) => {
        checkInputs(inputs);
        inputs.forEach(checkAccount);
        const signatures = await signer.signMessages(
          caller,
          inputs.map((input) => input.message),
        );
        return signatures.map((signature, index) => ({
          signedMessage: new Uint8Array(inputs[index]!.message as Uint8Array),
          signature,
          signatureType: 'ed25519' as const,
        }));
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: readonly SolanaSignTransactionInput[]) => {
        checkInputs(inputs);
        inputs.forEach(checkAccount);
        const chains = new Set(inputs.map((input) => optionalChain(input.chain)));
        if (chains.size > 1)
          throw invalidParamsError('all transactions of one call must name the same chain');
        const [chain] = chains;
        const signed = await signer.signTransactions(
          caller,
          inputs.map((input) => input.transaction),
          chain,
        );
        return signed.map((signedTransaction) => ({ signedTransaction }));
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
        checkInputs(inputs);
        inputs.forEach(checkAccount);
        const chain = optionalChain(inputs[0]!.chain);
        if (chain === undefined) throw invalidParamsError('chain is required');
        if (inputs.some((input) => input.chain !== chain)) {
          throw invalidParamsError('all transactions of one call must name the same chain');
        }
        const signatures = await signer.signAndSend(
          caller,
          inputs.map((input) => input.transaction),
          chain,
          sendOptionsOf(inputs[0]!.options),
        );
        return signatures.map((signature) => ({ signature }));
      },
    },
  };

  const wallet: DevSolanaWallet = Object.freeze({
    version: '1.0.0' as const,
    name: options.name,
    icon: options.icon,
    chains: Object.freeze([...solanaStandardChains]) as readonly IdentifierString[],
    features,
    get accounts() {
      return accounts();
    },
  });

  return {
    wallet,
    isConnected: () => connectedAt !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
