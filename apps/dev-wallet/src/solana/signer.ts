/**
 * The Solana signing core both front ends share (the page's Wallet Standard wallet and the WalletConnect
 * page): the selected test account, hostile-input checks, one approval per request, Ed25519 signatures
 * with the public test keys, and sending to the local chain.
 */
import { getCompiledTransactionMessageDecoder } from '@solana/kit';
import {
  SOLNET_ACCOUNT_COUNT,
  type SolanaKeypair,
  signWithKeypair,
  solanaTestKeypair,
} from '@walletport/solnet/keys';
import {
  invalidParamsError,
  ProviderErrorCode,
  ProviderRpcError,
  userRejectedError,
} from '../wallet/errors.js';
import { defaultSolanaRpcUrl, solanaLocalChain, solnetDemoToken } from './chains.js';
import { type KnownToken, summarizeTransaction } from './describe-transaction.js';
import { type SendOptions, sendAndConfirm } from './solana-rpc.js';
import type { SolanaCaller } from './types.js';
import {
  assertSignerSlot,
  type DecodedTransaction,
  decodeWireTransaction,
  firstSignature,
  maxTransactionsPerRequest,
  signDecodedTransaction,
} from './wire-transaction.js';

/** Longer messages are not sign-in texts or nonces; refusing them keeps the panel readable. */
export const maxMessageBytes = 16_384;
export const maxMessagesPerRequest = 8;

export const localOnlySendMessage = 'Walletport Dev Wallet sends only to the local Solana chain';

export interface SolanaSignerState {
  addresses: readonly string[];
  selectedIndex: number;
}

export interface SolanaSigner {
  getState(): SolanaSignerState;
  /** The selected account's keypair (public parts are what pages see). */
  account(): SolanaKeypair;
  selectAccount(index: number): void;
  subscribe(listener: (state: SolanaSignerState) => void): () => void;
  /** Where signAndSend goes, and the tokens the panel can name. */
  rpcUrl(): string;
  signMessages(caller: SolanaCaller, messages: readonly unknown[]): Promise<Uint8Array[]>;
  /** Signs each wire transaction (one approval for all: "sign all") and returns the signed wire bytes. */
  signTransactions(caller: SolanaCaller, wires: readonly unknown[], chain?: string): Promise<Uint8Array[]>;
  /** Signs, sends and confirms, one after the other; returns each transaction's signature (64 bytes). */
  signAndSend(
    caller: SolanaCaller,
    wires: readonly unknown[],
    chain: string,
    options?: SendOptions,
  ): Promise<Uint8Array[]>;
}

export interface CreateSolanaSignerOptions {
  /** The stack's Solana RPC (may change once stack-config.json was read). */
  rpcUrl?: () => string;
  /** Send waits for this (the stack config), as the EVM side's RPC calls do. */
  rpcReady?: PromiseLike<unknown>;
  fetch?: typeof fetch;
  /** Tokens named in the panel besides the local chain's WPUSD. */
  tokens?: () => readonly KnownToken[];
  selectedIndex?: number;
  confirmTimeoutMs?: number;
}

function checkList(values: readonly unknown[], max: number, what: string): void {
  if (!Array.isArray(values) || values.length === 0 || values.length > max) {
    throw invalidParamsError(`give 1 to ${max} ${what}`);
  }
}

/** A message whose bytes are a whole transaction message would get a transaction signed as "a message". */
function looksLikeTransactionMessage(message: Uint8Array): boolean {
  try {
    const [, end] = getCompiledTransactionMessageDecoder().read(message, 0);
    return end === message.length;
  } catch {
    return false;
  }
}

export function validateMessage(message: unknown): Uint8Array {
  if (!(message instanceof Uint8Array)) throw invalidParamsError('the message must be a Uint8Array');
  if (message.length === 0 || message.length > maxMessageBytes) {
    throw invalidParamsError(`the message must be 1 to ${maxMessageBytes} bytes`);
  }
  if (looksLikeTransactionMessage(message)) {
    throw invalidParamsError('the message is a Solana transaction; use signTransaction');
  }
  return new Uint8Array(message);
}

export function isValidAccountIndex(index: unknown): index is number {
  return Number.isInteger(index) && (index as number) >= 0 && (index as number) < SOLNET_ACCOUNT_COUNT;
}

export function createSolanaSigner(options: CreateSolanaSignerOptions = {}): SolanaSigner {
  const addresses = Array.from({ length: SOLNET_ACCOUNT_COUNT }, (_, i) => solanaTestKeypair(i).address);
  let selectedIndex = isValidAccountIndex(options.selectedIndex) ? options.selectedIndex : 0;
  const listeners = new Set<(state: SolanaSignerState) => void>();
  const rpcUrl = options.rpcUrl ?? (() => defaultSolanaRpcUrl);
  const tokens = () => options.tokens?.() ?? [];
  const getState = (): SolanaSignerState => ({ addresses, selectedIndex });
  const account = () => solanaTestKeypair(selectedIndex);

  async function ask(caller: SolanaCaller, request: Parameters<SolanaCaller['approver']>[0]): Promise<void> {
    if (!(await caller.approver(request))) throw userRejectedError();
  }

  function decodeAll(wires: readonly unknown[], address: string): DecodedTransaction[] {
    checkList(wires, maxTransactionsPerRequest, 'transactions');
    return wires.map((wire) => {
      const decoded = decodeWireTransaction(wire);
      assertSignerSlot(decoded, address);
      return decoded;
    });
  }

  const summaries = (decoded: readonly DecodedTransaction[]) =>
    decoded.map((tx) => summarizeTransaction(tx, [...tokens(), solnetDemoToken]));

  return {
    getState,
    account,
    selectAccount(index) {
      if (!isValidAccountIndex(index)) throw new RangeError(`no Solana test account ${index}`);
      if (index === selectedIndex) return;
      selectedIndex = index;
      for (const listener of [...listeners]) listener(getState());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rpcUrl,
    async signMessages(caller, messages) {
      checkList(messages, maxMessagesPerRequest, 'messages');
      const valid = messages.map(validateMessage);
      const keypair = account();
      await ask(caller, {
        kind: 'solanaSignMessage',
        origin: caller.origin,
        address: keypair.address,
        messages: valid,
      });
      return valid.map((message) => signWithKeypair(keypair, message));
    },
    async signTransactions(caller, wires, chain) {
      const keypair = account();
      const decoded = decodeAll(wires, keypair.address);
      await ask(caller, {
        kind: 'solanaSignTransactions',
        origin: caller.origin,
        address: keypair.address,
        transactions: summaries(decoded),
        ...(chain === undefined ? {} : { chain }),
      });
      return decoded.map(
        (tx) => signDecodedTransaction(tx, keypair.address, (m) => signWithKeypair(keypair, m)).wire,
      );
    },
    async signAndSend(caller, wires, chain, sendOptions) {
      if (chain !== solanaLocalChain) {
        // Mainnet, devnet and testnet are sign-only: the public test keys must never reach a real network.
        throw new ProviderRpcError(ProviderErrorCode.chainDisconnected, localOnlySendMessage, {
          chain,
          sendsTo: solanaLocalChain,
        });
      }
      const keypair = account();
      const decoded = decodeAll(wires, keypair.address);
      await options.rpcReady;
      const url = rpcUrl();
      await ask(caller, {
        kind: 'solanaSignAndSend',
        origin: caller.origin,
        address: keypair.address,
        chain,
        rpcUrl: url,
        transactions: summaries(decoded),
      });
      const signatures: Uint8Array[] = [];
      for (const tx of decoded) {
        const { wire } = signDecodedTransaction(tx, keypair.address, (m) => signWithKeypair(keypair, m));
        await sendAndConfirm(
          { rpcUrl: url, fetch: options.fetch, timeoutMs: options.confirmTimeoutMs },
          wire,
          sendOptions,
        );
        signatures.push(firstSignature(wire));
      }
      return signatures;
    },
  };
}
