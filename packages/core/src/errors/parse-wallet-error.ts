/**
 * Turning whatever a wallet throws into a typed WalletRpcError, and the two questions callers ask of
 * wallet errors: did the user say no, and should we add the chain and retry the switch.
 */
import { errorChain, readMessages, readNumericCode, readProp, readStringCode } from './error-chain.js';
import {
  UNKNOWN_WALLET_ERROR_CODE,
  UnknownWalletError,
  UserRejectedRequestError,
  WalletRpcError,
  walletErrorClassFor,
} from './wallet-errors.js';

/**
 * Codes after which a failed wallet_switchEthereumChain is retried by adding the chain: 4902, 5000 and
 * positive 32603. Negative -32603 is deliberately NOT here: it is the generic JSON-RPC
 * "internal error", which wallets return for unrelated failures, and adding a chain on every internal
 * error would prompt the visitor for nothing. Wallets that wrap 4902 inside a -32603 (MetaMask mobile
 * puts it under data.originalError) are still caught, because every code in the chain is checked.
 */
export const ADD_CHAIN_ERROR_CODES: readonly number[] = [4902, 5000, 32603];

/** JSON-RPC "internal error": wallets use it as a catch-all and often nest the specific error in it. */
const GENERIC_INTERNAL_CODE = -32603;

/** ethers v6 marks a rejection with this string code instead of 4001. */
const ETHERS_REJECTION_CODE = 'ACTION_REJECTED';

/** Wallet wordings of a rejection seen without a 4001 code (e.g. Ledger, some mobile wallets). */
const REJECTION_MESSAGE =
  /user (?:rejected|denied|cancell?ed|declined)|rejected by (?:the )?user|request rejected/i;

/** Every numeric code in the error and its nested causes, outermost first. */
export function walletErrorCodes(error: unknown): number[] {
  const codes: number[] = [];
  for (const node of errorChain(error)) {
    const code = readNumericCode(node);
    if (code !== undefined && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * Reads {code, message, data} from anything a wallet may throw (an EIP-1193 error object, a viem or
 * ethers error with nested causes, a JSON-RPC response `error`, a bare string or number) and returns
 * the matching typed error. The outermost known code wins (a specific one over a
 * wrapping -32603); otherwise the outermost numeric code gives
 * an UnknownWalletError with that code; without any code, UNKNOWN_WALLET_ERROR_CODE. Never throws.
 */
export function parseWalletError(error: unknown): WalletRpcError {
  if (error instanceof WalletRpcError) return error;
  const nodes = errorChain(error);
  const coded = nodes
    .map((node) => ({ node, code: readNumericCode(node) }))
    .filter((entry): entry is { node: unknown; code: number } => entry.code !== undefined);
  const known = coded.filter((entry) => walletErrorClassFor(entry.code) !== undefined);
  // A generic internal error often wraps the real one (MetaMask mobile: -32603 around 4902).
  const chosen = known.find((entry) => entry.code !== GENERIC_INTERNAL_CODE) ?? known[0] ?? coded[0];
  const details =
    (chosen === undefined ? [] : readMessages(chosen.node))[0] ?? nodes.flatMap(readMessages)[0];
  const data = chosen === undefined ? undefined : readProp(chosen.node, 'data');
  const options = { details, data, cause: error };
  if (chosen === undefined && nodes.some((node) => readStringCode(node) === ETHERS_REJECTION_CODE)) {
    return new UserRejectedRequestError(options);
  }
  const errorClass = chosen === undefined ? undefined : walletErrorClassFor(chosen.code);
  if (errorClass !== undefined) return new errorClass(options);
  return new UnknownWalletError(chosen?.code ?? UNKNOWN_WALLET_ERROR_CODE, options);
}

/** True when a failed chain switch should be retried by adding the chain (see ADD_CHAIN_ERROR_CODES). */
export function shouldAddChain(error: unknown): boolean {
  return walletErrorCodes(error).some((code) => ADD_CHAIN_ERROR_CODES.includes(code));
}

/**
 * True when the visitor turned the request down: code 4001 anywhere in the chain, ethers'
 * ACTION_REJECTED, or (for wallets that send no code) a message saying the user rejected it.
 * Used to stop RPC fallback and to avoid reporting a visitor's choice as a failure.
 */
export function isUserRejection(error: unknown): boolean {
  const codes = walletErrorCodes(error);
  if (codes.includes(UserRejectedRequestError.code)) return true;
  const nodes = errorChain(error);
  if (nodes.some((node) => readStringCode(node) === ETHERS_REJECTION_CODE)) return true;
  if (codes.length > 0 && !codes.every((code) => code === UNKNOWN_WALLET_ERROR_CODE)) {
    // A wallet that sent a real code said what happened; do not second-guess it from the wording,
    // except for the generic internal error some wallets use for everything, rejections included.
    if (!codes.includes(GENERIC_INTERNAL_CODE)) return false;
  }
  return nodes.flatMap(readMessages).some((message) => REJECTION_MESSAGE.test(message));
}
