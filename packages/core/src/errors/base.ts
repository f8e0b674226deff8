/**
 * The one base error of Walletport. Like viem's BaseError it carries a short message for people,
 * optional details for developers, the underlying cause and a link to the docs page that explains it.
 */
import { describeValue, readProp } from './error-chain.js';

export const DOCS_BASE_URL = 'https://walletport.dev/docs/errors';

/**
 * Where an error came from. Errors are wrapped with a category, reported to telemetry and rethrown;
 * a failed disconnect is an INTERNAL_SDK_ERROR. The other categories are Walletport's.
 */
export const ERROR_CATEGORIES = [
  /** Walletport itself reached a state it should not (a bug or a missing set-up step). */
  'INTERNAL_SDK_ERROR',
  /** A call to a Walletport service (registry, blockchain API, analytics) failed. */
  'API_ERROR',
  /** The wallet refused or failed a request. */
  'WALLET_ERROR',
  /** A blockchain node rejected a call or transaction. */
  'NODE_ERROR',
  /** Input given by the app or the visitor did not validate. */
  'VALIDATION_ERROR',
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

export interface WalletportErrorOptions {
  /** A stable machine-readable code, e.g. 'INVALID_CAIP_NETWORK_ID' or a wallet code such as 4001. */
  code?: string | number;
  /** Extra developer-facing information; not shown to visitors. */
  details?: string;
  /** What went wrong underneath. */
  cause?: unknown;
  /** Docs path below DOCS_BASE_URL; defaults to the code. */
  docsPath?: string;
  /** Names of meta fields worth showing; kept as a plain list so the error stays serialisable. */
  metaMessages?: readonly string[];
  /** Where the error came from; used by telemetry. */
  category?: ErrorCategory;
  /**
   * The values filled into the catalogue text of `code` (e.g. `{ status: 403 }`), so a UI can word the
   * message itself from code and params instead of reading the English (errors/coded-text.ts).
   */
  params?: Readonly<Record<string, string | number>>;
}

/** The plain-object form of an error, safe for JSON.stringify, postMessage and telemetry. */
export interface SerializedError {
  name: string;
  message: string;
  shortMessage?: string;
  code?: string | number;
  category?: ErrorCategory;
  details?: string;
  docsUrl?: string;
  metaMessages?: readonly string[];
  cause?: SerializedError | string | number | boolean | null;
}

export class WalletportError extends Error {
  override name = 'WalletportError';
  /** The short message exactly as the message catalogue (messages.ts) gives it. */
  readonly shortMessage: string;
  readonly code: string | number | undefined;
  readonly details: string | undefined;
  readonly docsUrl: string | undefined;
  readonly metaMessages: readonly string[];
  readonly category: ErrorCategory | undefined;
  /** The params of a catalogue text; see WalletportErrorOptions.params. */
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(shortMessage: string, options: WalletportErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.code = options.code;
    this.details = options.details;
    this.metaMessages = options.metaMessages ?? [];
    this.category = options.category;
    this.params = options.params;
    const docsPath = options.docsPath ?? (options.code === undefined ? undefined : String(options.code));
    this.docsUrl = docsPath === undefined ? undefined : `${DOCS_BASE_URL}/${docsPath}`;
  }

  /** Walks the cause chain and returns the first error that matches, like viem's `walk`. */
  walk(predicate: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current !== undefined && current !== null && !seen.has(current)) {
      if (predicate(current)) return current;
      seen.add(current);
      current = readProp(current, 'cause');
    }
    return undefined;
  }

  /** A plain object with the cause chain serialised too (cycles cut), so JSON.stringify keeps it all. */
  toJSON(): SerializedError {
    return serializeError(this, new Set());
  }
}

function serializeError(error: unknown, seen: Set<unknown>): SerializedError {
  seen.add(error);
  if (error instanceof WalletportError) {
    const serialized: SerializedError = {
      name: error.name,
      message: error.message,
      shortMessage: error.shortMessage,
    };
    if (error.code !== undefined) serialized.code = error.code;
    if (error.category !== undefined) serialized.category = error.category;
    if (error.details !== undefined) serialized.details = error.details;
    if (error.docsUrl !== undefined) serialized.docsUrl = error.docsUrl;
    if (error.metaMessages.length > 0) serialized.metaMessages = error.metaMessages;
    return withCause(serialized, error.cause, seen);
  }
  if (error instanceof Error)
    return withCause({ name: error.name, message: error.message }, error.cause, seen);
  return { name: 'Unknown', message: describeValue(error) };
}

function withCause(serialized: SerializedError, cause: unknown, seen: Set<unknown>): SerializedError {
  if (cause === undefined || seen.has(cause)) return serialized;
  if (cause === null || typeof cause === 'string' || typeof cause === 'boolean') {
    serialized.cause = cause;
  } else if (typeof cause === 'number') {
    serialized.cause = Number.isFinite(cause) ? cause : String(cause);
  } else {
    serialized.cause = serializeError(cause, seen);
  }
  return serialized;
}
