/**
 * The adapter's own error catalogue. Texts naming `EthersAdapter` belong to this package, not to core's
 * catalogue (core knows no adapter). The texts are AppKit's ethers adapter's, word for word, because apps
 * match on them; the codes are the same as WagmiAdapter's for the same failures, and are carried on the
 * error, so nobody has to read the text to know what happened. Every other failure uses core's catalogue
 * and typed wallet errors, exactly as WagmiAdapter does.
 */
import { type ErrorCategory, WalletportError } from '@walletport/core';

export const ETHERS_ADAPTER_MESSAGES = {
  ADAPTER_SIGN_MESSAGE_FAILED: 'EthersAdapter:signMessage - Sign message failed',
  ADAPTER_ESTIMATE_GAS_FAILED: 'EthersAdapter:estimateGas - Estimate gas failed',
} as const;

export type EthersAdapterErrorCode = keyof typeof ETHERS_ADAPTER_MESSAGES;

export interface EthersAdapterErrorOptions {
  details?: string;
  cause?: unknown;
  category?: ErrorCategory;
}

/** An adapter failure: `code` says which, `shortMessage` is the catalogue text, `cause` what ethers threw. */
export class EthersAdapterError<
  Code extends EthersAdapterErrorCode = EthersAdapterErrorCode,
> extends WalletportError {
  override name = 'EthersAdapterError';
  declare readonly code: Code;

  constructor(code: Code, options: EthersAdapterErrorOptions = {}) {
    super(ETHERS_ADAPTER_MESSAGES[code], { code, ...options });
  }
}
