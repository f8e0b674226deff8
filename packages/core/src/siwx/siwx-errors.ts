/**
 * Typed errors of the SIWX module. A message that does not follow EIP-4361 / CAIP-122 fails with
 * SiwxMessageError naming the field, so callers (the builder's users, the server's verifier) can tell
 * which input was wrong without parsing text.
 */
import { WalletportError } from '../errors/index.js';

export type SiwxMessageField =
  | 'accountAddress'
  | 'chainId'
  | 'domain'
  | 'uri'
  | 'version'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources'
  | 'statement'
  | 'message';

export class SiwxMessageError extends WalletportError {
  override name = 'SiwxMessageError';
  /** The field that failed; 'message' when the text as a whole is not a sign-in message. */
  readonly field: SiwxMessageField;

  constructor(field: SiwxMessageField, details: string) {
    super(`Invalid SIWX message field: ${field}`, {
      code: 'INVALID_SIWX_MESSAGE',
      details,
      category: 'VALIDATION_ERROR',
    });
    this.field = field;
  }
}

/** A verifier (the Walletport server) refused a sign-in; `message` is the verifier's reason. */
export class SiwxAuthError extends WalletportError {
  override name = 'SiwxAuthError';
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { code: 'SIWX_AUTH_FAILED', cause: options.cause, category: 'API_ERROR' });
    this.status = options.status;
  }
}
