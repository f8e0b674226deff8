/** The base of every error a blockchain node reports; the classes themselves are in node-errors.ts. */
import { WalletportError } from './base.js';

export interface NodeErrorOptions {
  /** The node's own message. */
  details?: string;
  cause?: unknown;
}

/** Base of every node error; `code` is a stable string such as 'NONCE_TOO_LOW'. */
export class NodeError extends WalletportError {
  override name = 'NodeError';
  declare readonly code: string;

  constructor(shortMessage: string, code: string, options: NodeErrorOptions = {}) {
    super(shortMessage, { code, details: options.details, cause: options.cause, category: 'NODE_ERROR' });
  }
}
