/**
 * The Solana side of the WalletConnect page: the namespace it approves and the session requests it answers,
 * in the formats WalletConnect's Solana docs use (base58 messages and signatures, base64 wire transactions).
 * Requests run through the same signer as the page's Wallet Standard wallet, with the page's approval UI.
 */
import { base58, base64 } from '@scure/base';
import { getTransactionDecoder } from '@solana/kit';
import { solanaCaipChains } from '../solana/chains.js';
import type { SolanaSigner } from '../solana/signer.js';
import { maxMessageBytes } from '../solana/signer.js';
import type { SolanaCaller } from '../solana/types.js';
import { maxTransactionBytes, maxTransactionsPerRequest } from '../solana/wire-transaction.js';
import {
  invalidParamsError,
  ProviderErrorCode,
  ProviderRpcError,
  unauthorizedError,
  unsupportedMethodError,
} from '../wallet/errors.js';

export const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
] as const;

/** The Solana chains the page approves: the three public clusters (sign only) and the local chain. */
export const solanaWalletConnectChains: readonly string[] = Object.keys(solanaCaipChains);

export interface SupportedSolanaNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  accounts: string[];
}

export function supportedSolanaNamespace(address: string): { solana: SupportedSolanaNamespace } {
  return {
    solana: {
      chains: [...solanaWalletConnectChains],
      methods: [...solanaWalletConnectMethods],
      events: [],
      accounts: solanaWalletConnectChains.map((chain) => `${chain}:${address}`),
    },
  };
}

export function isSolanaSessionRequest(chainId: string, method: string): boolean {
  return chainId.startsWith('solana:') || method.startsWith('solana_');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Base64 of the largest transaction, with padding; base58 of the longest message (base58 is ≤ 1.37× bytes).
const maxBase64Length = Math.ceil(maxTransactionBytes / 3) * 4;
const maxBase58MessageLength = Math.ceil(maxMessageBytes * 1.37) + 1;

export function decodeBase64Transaction(value: unknown, where = 'transaction'): Uint8Array {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxBase64Length) {
    throw invalidParamsError(
      `${where} must be a base64 wire transaction of at most ${maxTransactionBytes} bytes`,
    );
  }
  try {
    return base64.decode(value);
  } catch {
    throw invalidParamsError(`${where} is not base64`);
  }
}

export function decodeBase58Message(value: unknown): Uint8Array {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxBase58MessageLength) {
    throw invalidParamsError('message must be base58 text');
  }
  try {
    return base58.decode(value);
  } catch {
    throw invalidParamsError('message is not base58');
  }
}

/** The wallet's own signature in a wire transaction it signed. */
function signatureOf(wire: Uint8Array, address: string): string {
  const signature = getTransactionDecoder().decode(wire).signatures[address as keyof object];
  if (!signature) throw new ProviderRpcError(ProviderErrorCode.internal, 'the wallet did not sign');
  return base58.encode(signature);
}

/**
 * Answers one Solana session request (the chain is the request's CAIP-2 id). Throws ProviderRpcError; the
 * caller turns it into the JSON-RPC error reply.
 */
export async function runSolanaSessionRequest(
  request: { chainId: string; method: string; params: unknown },
  signer: SolanaSigner,
  caller: SolanaCaller,
): Promise<unknown> {
  const { chainId, method, params } = request;
  if (!(solanaWalletConnectMethods as readonly string[]).includes(method))
    throw unsupportedMethodError(method);
  const chain = solanaCaipChains[chainId];
  if (chain === undefined) {
    throw new ProviderRpcError(ProviderErrorCode.unrecognizedChain, `Unrecognized chain ID "${chainId}".`);
  }
  const address = signer.account().address;
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') return [{ pubkey: address }];
  if (!isRecord(params)) throw invalidParamsError('params must be an object');
  switch (method) {
    case 'solana_signMessage': {
      if (params.pubkey !== address) throw unauthorizedError('pubkey is not the session account.');
      const [signature] = await signer.signMessages(caller, [decodeBase58Message(params.message)]);
      return { signature: base58.encode(signature!) };
    }
    case 'solana_signTransaction': {
      const [signed] = await signer.signTransactions(
        caller,
        [decodeBase64Transaction(params.transaction)],
        chain,
      );
      return { signature: signatureOf(signed!, address), transaction: base64.encode(signed!) };
    }
    case 'solana_signAllTransactions': {
      const list = params.transactions;
      if (!Array.isArray(list) || list.length === 0 || list.length > maxTransactionsPerRequest) {
        throw invalidParamsError(
          `transactions must be 1 to ${maxTransactionsPerRequest} base64 transactions`,
        );
      }
      const wires = list.map((tx, index) => decodeBase64Transaction(tx, `transactions[${index}]`));
      const signed = await signer.signTransactions(caller, wires, chain);
      return { transactions: signed.map((wire) => base64.encode(wire)) };
    }
    default: {
      // solana_signAndSendTransaction: the public chains are sign-only (signer.signAndSend refuses them).
      const [signature] = await signer.signAndSend(
        caller,
        [decodeBase64Transaction(params.transaction)],
        chain,
      );
      return { signature: base58.encode(signature!) };
    }
  }
}
