/**
 * Walletport's catalogue errors as viem errors. viem passes a provider error on unchanged only when it
 * is one of its own (`BaseError`) or carries a known EIP-1193 code; anything else becomes "An unknown
 * RPC error occurred.", which hides what happened from the app. A catalogue error (a string code, such
 * as WALLET_REQUEST_TIMEOUT) is therefore handed to viem in its own error type, with the same short
 * message and the original as the cause. Wallet errors with a numeric code stay as they are: viem maps
 * those to its typed errors (4001 to UserRejectedRequestError, …).
 */
import { WalletportError } from '@walletport/core';
import { BaseError } from 'viem';

export class WalletportProviderError extends BaseError {
  /** The catalogue code of the Walletport error this stands for. */
  readonly code: string;

  constructor(error: WalletportError & { code: string }) {
    super(error.shortMessage, { cause: error, name: 'WalletportProviderError' });
    this.code = error.code;
  }
}

/** What a Walletport-backed EIP-1193 provider rejects with, in a form viem keeps readable. */
export function toViemProviderError(error: unknown): unknown {
  if (error instanceof WalletportError && typeof error.code === 'string') {
    return new WalletportProviderError(error as WalletportError & { code: string });
  }
  return error;
}
