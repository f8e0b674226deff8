/**
 * Why a contract call or transaction reverted: decoded from the revert data when the node returns it,
 * else read from the node's message; and the error for a receipt whose status says it reverted.
 */
import { WalletportError } from './base.js';
import { errorChain, readMessages, readProp } from './error-chain.js';
import { formatMessage } from './messages.js';

/** Selector of Solidity's `Error(string)`, used by `require(cond, "reason")` and `revert("reason")`. */
const ERROR_STRING_SELECTOR = '08c379a0';
/** Selector of Solidity's `Panic(uint256)`, raised by failed asserts, overflows and the like. */
const PANIC_SELECTOR = '4e487b71';

/** Solidity's panic codes (docs: "Panic via assert and Error via require"). */
const PANIC_REASONS: Readonly<Record<number, string>> = {
  0: 'generic compiler panic',
  1: 'assert(false)',
  17: 'arithmetic underflow or overflow',
  18: 'division or modulo by zero',
  33: 'enum conversion out of bounds',
  34: 'invalid encoded storage byte array accessed',
  49: 'out-of-bounds array access; popping on an empty array',
  50: 'out-of-bounds access of an array or bytesN',
  65: 'out of memory',
  81: 'uninitialized function',
};

/** Word-aligned ABI data: 0x, then hex in 32-byte words (after the 4-byte selector). */
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/**
 * A readable reason from revert data: the string of Error(string), "panic: <meaning> (0x11)" for
 * Panic(uint256), "custom error 0x<selector>" for anything else. Undefined for empty or malformed data.
 * The panic and custom-error wording follows anvil's, so both sources read the same.
 */
export function decodeRevertData(data: string): string | undefined {
  if (!HEX_DATA.test(data) || data.length < 10) return undefined;
  const hex = data.slice(2).toLowerCase();
  const selector = hex.slice(0, 8);
  const body = hex.slice(8);
  if (selector === ERROR_STRING_SELECTOR) return decodeAbiString(body);
  if (selector === PANIC_SELECTOR) {
    if (body.length < 64) return undefined;
    const code = BigInt(`0x${body.slice(0, 64)}`);
    const meaning = code <= 0xffn ? PANIC_REASONS[Number(code)] : undefined;
    return `panic: ${meaning ?? 'unknown panic code'} (0x${code.toString(16).padStart(2, '0')})`;
  }
  return `custom error 0x${selector}`;
}

/** ABI `string` as the single argument: offset word, then length word, then the UTF-8 bytes. */
function decodeAbiString(body: string): string | undefined {
  if (body.length < 128) return undefined;
  const offset = Number.parseInt(body.slice(0, 64), 16) * 2;
  const lengthWord = body.slice(offset, offset + 64);
  if (lengthWord.length !== 64) return undefined;
  const length = Number.parseInt(lengthWord, 16) * 2;
  const text = body.slice(offset + 64, offset + 64 + length);
  if (!Number.isSafeInteger(length) || text.length !== length) return undefined;
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  }
  return new TextDecoder().decode(bytes);
}

/** Node wordings that carry a reason: geth/anvil/erigon, and Hardhat's. */
const REASON_IN_MESSAGE = [
  /execution reverted:\s*(?:revert:\s*)?([\s\S]+)/i,
  /reverted with reason string '([\s\S]*)'/i,
  /reverted with (custom error '[\s\S]*')/i,
  /reverted with (panic code [\s\S]+)/i,
];

/**
 * The revert reason in an error from a node or client library, or undefined when it carries none.
 * Revert data is decoded first (it is exact); the node's message text is the fallback.
 */
export function extractRevertReason(error: unknown): string | undefined {
  const nodes = errorChain(error);
  for (const node of nodes) {
    const data = readProp(node, 'data');
    if (typeof data !== 'string') continue;
    const decoded = decodeRevertData(data);
    if (decoded !== undefined && decoded.trim() !== '') return decoded;
  }
  for (const message of nodes.flatMap(readMessages)) {
    for (const pattern of REASON_IN_MESSAGE) {
      const reason = pattern.exec(message)?.[1]?.trim();
      if (reason !== undefined && reason !== '') return reason;
    }
  }
  return undefined;
}

/** A reverted receipt raises an error with the revert reason, or 'unknown reason'. */
export const UNKNOWN_REVERT_REASON = 'unknown reason';

export class TransactionRevertedError extends WalletportError {
  override name = 'TransactionRevertedError';
  declare readonly code: 'TRANSACTION_REVERTED';
  /** The decoded or reported reason; undefined when the chain gave none. */
  readonly reason: string | undefined;
  readonly hash: string | undefined;

  constructor({ reason, hash, cause }: { reason?: string; hash?: string; cause?: unknown } = {}) {
    super(formatMessage('TRANSACTION_REVERTED', { reason: reason ?? UNKNOWN_REVERT_REASON }), {
      code: 'TRANSACTION_REVERTED',
      params: { reason: reason ?? UNKNOWN_REVERT_REASON },
      category: 'NODE_ERROR',
      details: hash === undefined ? undefined : `Transaction hash: ${hash}`,
      cause,
    });
    this.reason = reason;
    this.hash = hash;
  }
}

/** A receipt as viem ('success' | 'reverted'), ethers (1 | 0) or raw JSON-RPC ('0x1' | '0x0') give it. */
export interface ReceiptLike {
  status: unknown;
  transactionHash?: string;
}

/** True only for a status that says "reverted"; an unknown status (e.g. pre-Byzantium null) is not. */
export function isRevertedReceipt(receipt: ReceiptLike): boolean {
  const { status } = receipt;
  return status === 'reverted' || status === '0x0' || status === 0 || status === 0n;
}

/** The error for a reverted receipt, or undefined when it did not revert. */
export function revertedReceiptError(
  receipt: ReceiptLike,
  reason?: string,
): TransactionRevertedError | undefined {
  if (!isRevertedReceipt(receipt)) return undefined;
  return new TransactionRevertedError({ reason, hash: receipt.transactionHash });
}
