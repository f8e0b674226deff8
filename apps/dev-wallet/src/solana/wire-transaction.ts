/**
 * Wire transactions a page hands the wallet: decoded with @solana/kit, checked before anything is shown or
 * signed, and signed by filling the wallet's own signature slot. Nothing else of the transaction changes,
 * so what the page built (fee payer, blockhash, other signers' signatures) is what goes to the chain.
 */
import {
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  type LegacyCompiledTransactionMessage,
  type V0CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { invalidParamsError } from '../wallet/errors.js';

/** Solana's packet limit: a larger transaction can never be sent, so it is never signed either. */
export const maxTransactionBytes = 1232;
/** More than a dapp's "sign all" ever needs; keeps one request from freezing the panel. */
export const maxTransactionsPerRequest = 32;

/** Legacy and v0 messages: the versions wallets sign today (v1 is refused). */
export type CompiledMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) &
  CompiledTransactionMessageWithLifetime;

export interface DecodedTransaction {
  transaction: Transaction;
  message: CompiledMessage;
  /** The wire bytes as the page gave them. */
  wire: Uint8Array;
}

function invalid(detail: string): never {
  throw invalidParamsError(detail);
}

/** Decodes wire bytes; throws -32602 for anything that is not exactly one legacy or v0 transaction. */
export function decodeWireTransaction(wire: unknown): DecodedTransaction {
  if (!(wire instanceof Uint8Array)) invalid('the transaction must be a Uint8Array');
  if (wire.length === 0 || wire.length > maxTransactionBytes) {
    invalid(`the transaction must be 1 to ${maxTransactionBytes} bytes, got ${wire.length}`);
  }
  let transaction: Transaction;
  let compiled: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime;
  try {
    const [decoded, end] = getTransactionDecoder().read(wire, 0);
    if (end !== wire.length) invalid('the transaction has trailing bytes');
    transaction = decoded;
    // The transaction decoder takes every byte after the signatures as the message; the message decoder
    // must then use them all, or the page is smuggling bytes the user never sees.
    const [message, messageEnd] = getCompiledTransactionMessageDecoder().read(transaction.messageBytes, 0);
    if (messageEnd !== transaction.messageBytes.length) invalid('the transaction has trailing bytes');
    compiled = message;
  } catch (error) {
    if (error instanceof Error && error.name === 'ProviderRpcError') throw error;
    invalid('the bytes are not a Solana wire transaction');
  }
  if (compiled.version !== 'legacy' && compiled.version !== 0) {
    invalid(`transaction version ${String(compiled.version)} is not supported (legacy and 0 are)`);
  }
  const message: CompiledMessage = compiled;
  const signers = Object.keys(transaction.signatures);
  if (signers.length === 0 || signers.length !== message.header.numSignerAccounts) {
    invalid('the transaction has no well-formed signer list');
  }
  const accountCount = message.staticAccounts.length;
  for (const instruction of message.instructions) {
    if (instruction.programAddressIndex >= accountCount) invalid('an instruction names a missing program');
  }
  return { transaction, message, wire: new Uint8Array(wire) };
}

/** The fee payer: the first signer. */
export function feePayerOf(decoded: DecodedTransaction): string {
  return decoded.message.staticAccounts[0] ?? '';
}

/** Refuses a transaction the wallet's account does not have to sign: signing it would do nothing useful. */
export function assertSignerSlot(decoded: DecodedTransaction, address: string): void {
  if (!Object.hasOwn(decoded.transaction.signatures, address)) {
    invalid(`the transaction has no signature slot for the wallet's account ${address}`);
  }
}

/** Fills the wallet's signature slot and returns the new wire bytes and the 64-byte signature. */
export function signDecodedTransaction(
  decoded: DecodedTransaction,
  address: string,
  sign: (message: Uint8Array) => Uint8Array,
): { wire: Uint8Array; signature: Uint8Array } {
  assertSignerSlot(decoded, address);
  const signature = sign(new Uint8Array(decoded.transaction.messageBytes));
  const signatures = { ...decoded.transaction.signatures, [address]: signature as SignatureBytes };
  const wire = getTransactionEncoder().encode({ ...decoded.transaction, signatures });
  return { wire: new Uint8Array(wire), signature };
}

/** The transaction's first signature: what the chain calls it once sent. */
export function firstSignature(wire: Uint8Array): Uint8Array {
  const signatures = Object.values(getTransactionDecoder().decode(wire).signatures);
  const first = signatures[0];
  if (!first) throw invalidParamsError('the transaction is not signed by its fee payer');
  return new Uint8Array(first);
}
