/**
 * Typed devnet errors in viem's style: a short message for people, details for developers,
 * a stable code for programs, and the underlying cause.
 */
export type DevnetErrorCode =
  | 'INVALID_PORT'
  | 'PORT_IN_USE'
  | 'ANVIL_NOT_FOUND'
  | 'ANVIL_EXITED'
  | 'STARTUP_TIMEOUT'
  | 'UNEXPECTED_CHAIN_ID'
  | 'DEPLOY_FAILED'
  | 'SEED_FAILED'
  | 'UPDATE_FAILED'
  | 'REVERT_FAILED'
  | 'INVALID_OPTION';

export interface DevnetErrorOptions {
  code: DevnetErrorCode;
  details?: string;
  cause?: unknown;
}

export class DevnetError extends Error {
  override name = 'DevnetError';
  readonly shortMessage: string;
  readonly code: DevnetErrorCode;
  readonly details: string | undefined;

  constructor(shortMessage: string, options: DevnetErrorOptions) {
    const message =
      options.details === undefined ? shortMessage : `${shortMessage}\n\nDetails: ${options.details}`;
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.code = options.code;
    this.details = options.details;
  }
}
